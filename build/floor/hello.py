"""The floor: the barest pygame program (a window, a word, a frame), bundled like Tablewright to
see what any pygame bundle costs on this machine. build/floor/measure.py builds and times both."""

import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402


def main() -> int:
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720))
    pygame.display.set_caption("hello pygame")
    screen.fill((24, 30, 44))
    screen.blit(pygame.font.Font(None, 64).render("hello pygame", True, (236, 238, 244)), (480, 330))
    pygame.display.flip()
    if os.environ.get("TABLEWRIGHT_TIME_FIRST_FRAME") == "1":
        print(f"first-frame {time.time():.6f}", flush=True)
        os._exit(0)  # at once, as build/entry.py does: the CPU time measured then ends at the frame too
    clock = pygame.time.Clock()
    while not any(event.type in (pygame.QUIT, pygame.KEYDOWN) for event in pygame.event.get()):
        clock.tick(30)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
