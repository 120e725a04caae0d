"""Reusable pieces of every table and menu: buttons, cards, tiles, curtain, log, toasts."""
