"""Copy the game-icons.net icons the cards name into assets/icons/, with their authors.

    python build/vendor_icons.py GIT_DIR

GIT_DIR is a clone (bare or not) of https://github.com/game-icons/icons, whose folders are named
by author (`lorc/robot-golem.svg`). The icons used are the values of every
assets/cards/<game>.icons.toml, of assets/icons/*.icons.toml (symbols, boards) and the frames' corner
icons of assets/cards/frames.toml; each is written as
a white shape on a transparent background (the set's black square is dropped, so the game can
tint it), and
assets/icons/credits.toml is rewritten with every icon's author. Icons no card names any more
are removed. Run it again after changing an .icons.toml file; the results are committed, so
neither a build nor the game needs the icon repository.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
PREFERRED_AUTHORS = ("lorc", "delapouite", "skoll", "sbed")
"""When two authors drew icons of the same name, the first of these wins (the one the set's
own web site and the npm package show)."""
AUTHORS = {
    # folder: (name as the set's license.txt gives it, address)
    "lorc": ("Lorc", "http://lorcblog.blogspot.com"),
    "delapouite": ("Delapouite", "http://delapouite.com"),
    "skoll": ("Skoll", ""),
    "sbed": ("Sbed", "http://opengameart.org/content/95-game-icons"),
    "caro-asercion": ("Caro Asercion", ""),
    "viscious-speed": ("Viscious Speed", "http://viscious-speed.deviantart.com"),
    "andymeneely": ("Andy Meneely", "http://www.se.rit.edu/~andy/"),
    "darkzaitzev": ("DarkZaitzev", "http://darkzaitzev.deviantart.com"),
    "cathelineau": ("Cathelineau", ""),
    "aussiesim": ("Aussiesim", ""),
    "faithtoken": ("Faithtoken", "http://fungustoken.deviantart.com"),
    "lord-berandas": ("Lord Berandas", "http://berandas.deviantart.com"),
    "quoting": ("Quoting", ""),
    "carl-olsen": ("Carl Olsen", "https://twitter.com/unstoppableCarl"),
    "john-colburn": ("John Colburn", "http://ninmunanmu.com"),
    "felbrigg": ("Felbrigg", "http://blackdogofdoom.blogspot.co.uk"),
    "willdabeast": ("Willdabeast", "http://wjbstories.blogspot.com"),
    "priorblue": ("PriorBlue", ""),
    "john-redman": ("John Redman", "http://www.uniquedicetowers.com"),
    "irongamer": ("Irongamer", "http://ecesisllc.wix.com/home"),
    "heavenly-dog": ("HeavenlyDog", "http://www.gnomosygoblins.blogspot.com"),
    "lucasms": ("Lucas", ""),
    "kier-heyl": ("Kier Heyl", ""),
    "sparker": ("Sparker", "http://citizenparker.com"),
    "rihlsul": ("Rihlsul", ""),
    "guard13007": ("Guard13007", "https://guard13007.com"),
    "zeromancer": ("Zeromancer", ""),
}
BACKGROUND = re.compile(r'<path d="M0 0h512v512H0z"\s*/>')


def wanted_icons() -> set[str]:
    names: set[str] = set()
    for path in sorted((ROOT / "assets" / "cards").glob("*.icons.toml")) + sorted((ROOT / "assets" / "icons").glob("*.icons.toml")):
        if not path.exists():
            continue
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for value in data.values():
            if isinstance(value, str):
                names.add(value)
            elif isinstance(value, dict):
                names.update(v for v in value.values() if isinstance(v, str))
    frames = ROOT / "assets" / "cards" / "frames.toml"
    if frames.exists():  # the icon in the corner of each kind's frame
        for game in tomllib.loads(frames.read_text(encoding="utf-8")).values():
            names.update(frame["corner"] for frame in game.get("frames", {}).values())
    return names


def git(git_dir: str, *args: str) -> str:
    return subprocess.run(["git", f"--git-dir={git_dir}", *args], capture_output=True, text=True, check=True).stdout


def main(git_dir: str) -> None:
    files = [line for line in git(git_dir, "ls-tree", "-r", "HEAD", "--name-only").splitlines() if line.endswith(".svg") and "/" in line]
    by_name: dict[str, list[str]] = {}
    for line in files:
        author, name = line.rsplit("/", 1)
        by_name.setdefault(name[:-4], []).append(author)
    credits = []
    used_authors = set()
    names = sorted(wanted_icons())
    for name in names:
        authors = by_name.get(name)
        if not authors:
            sys.exit(f"no icon named {name!r} in {git_dir}")
        author = next((a for a in PREFERRED_AUTHORS if a in authors), sorted(authors)[0])
        if author not in AUTHORS:
            sys.exit(f"add {author!r} (the author of {name}) to AUTHORS with the name license.txt gives")
        svg = BACKGROUND.sub("", git(git_dir, "show", f"HEAD:{author}/{name}.svg"))
        svg = svg.replace('fill="#fff"', 'fill="#ffffff"')
        (ICONS / f"{name}.svg").write_text(svg.strip() + "\n", encoding="utf-8")
        credits.append((name, author))
        used_authors.add(author)
    for stale in ICONS.glob("*.svg"):
        if stale.stem not in names:
            stale.unlink()
    lines = [
        "# Every icon in this folder and who drew it. They come from https://game-icons.net",
        "# (https://github.com/game-icons/icons), under CC BY 3.0 (see LICENSE-game-icons.txt);",
        "# the black square behind each shape was removed. Written by build/vendor_icons.py.",
        "",
        "[authors]",
    ]
    for author in sorted(used_authors):
        display, url = AUTHORS[author]
        lines.append(f'{author} = {{ name = "{display}", url = "{url}" }}')
    lines += ["", "[icons]"]
    lines += [f'{name} = "{author}"' for name, author in credits]
    (ICONS / "credits.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(credits)} icons by {len(used_authors)} authors in {ICONS}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
