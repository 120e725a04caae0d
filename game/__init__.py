"""Tablewright: five card and board games at one computer, every rule enforced."""

__version__ = "0.1.0"
