"""Plain-JSON encoding of commands and events, with type checks on the way in.

Commands and events are frozen dataclasses whose fields hold JSON-friendly values (int, str,
bool, None, tuples and str-keyed dicts of those). JSON has no tuples, so decoding turns lists
back into tuples where the field's annotation asks for one; anything that does not fit the
annotation is refused with a message naming the field, never coerced silently.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from typing import Any, Iterable

_HINTS_CACHE: dict[type, dict[str, Any]] = {}


class DecodeError(ValueError):
    """A JSON record that is not a valid command or event."""


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS_CACHE.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        hints = {f.name: hints[f.name] for f in dataclasses.fields(cls)}
        _HINTS_CACHE[cls] = hints
    return hints


def _defaulted(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in dataclasses.fields(cls)
                     if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING)


_PLAIN_SCALARS = frozenset({str, int, float, bool, type(None)})


def to_plain(value: Any) -> Any:
    """A JSON-ready copy of a value: tuples become lists, dataclasses become dicts.

    Every state hash goes through here, so the common exact types (str, int, list, tuple,
    str-keyed dict) take a fast path; anything else (subclasses, other mappings, sets,
    dataclasses) the general one. Both give the same result: hashes never change with it.
    """
    kind = type(value)
    if kind in _PLAIN_SCALARS:
        return value
    if kind is list or kind is tuple:
        return [to_plain(v) for v in value]
    if kind is dict:
        return {(k if type(k) is str else str(k)): to_plain(v) for k, v in value.items()}
    return _to_plain_general(value)


def _to_plain_general(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (tuple, list)):
        return [to_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(to_plain(v) for v in value)
    if isinstance(value, Mapping):
        return {str(k): to_plain(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value):
        return {f.name: to_plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")


def encode(record: Any) -> dict[str, Any]:
    """A command or event as a JSON object with its type name under "type"."""
    plain = {"type": type(record).__name__}
    for f in dataclasses.fields(record):
        plain[f.name] = to_plain(getattr(record, f.name))
    return plain


def _check(value: Any, hint: Any, where: str) -> Any:
    if hint is Any or hint is object:
        return _freeze_json(value, where)
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        errors = []
        for option in typing.get_args(hint):
            try:
                return _check(value, option, where)
            except DecodeError as error:
                errors.append(str(error))
        raise DecodeError(f"{where}: {value!r:.60} fits none of {hint}")
    if hint is type(None):
        if value is None:
            return None
        raise DecodeError(f"{where}: expected null, got {type(value).__name__}")
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise DecodeError(f"{where}: expected true/false, got {type(value).__name__}")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise DecodeError(f"{where}: expected an integer, got {type(value).__name__}")
    if hint is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise DecodeError(f"{where}: expected a number, got {type(value).__name__}")
    if hint is str:
        if isinstance(value, str):
            return value
        raise DecodeError(f"{where}: expected a string, got {type(value).__name__}")
    if origin is tuple:
        if not isinstance(value, (list, tuple)):
            raise DecodeError(f"{where}: expected a list, got {type(value).__name__}")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_check(v, args[0], f"{where}[{i}]") for i, v in enumerate(value))
        if len(args) != len(value):
            raise DecodeError(f"{where}: expected {len(args)} items, got {len(value)}")
        return tuple(_check(v, a, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, value)))
    if origin in (dict, Mapping, typing.Mapping):
        if not isinstance(value, dict):
            raise DecodeError(f"{where}: expected an object, got {type(value).__name__}")
        _, value_hint = typing.get_args(hint) or (str, Any)
        return {str(k): _check(v, value_hint, f"{where}.{k}") for k, v in value.items()}
    raise DecodeError(f"{where}: unsupported field type {hint}")


def _freeze_json(value: Any, where: str) -> Any:
    """Free-form JSON (a secret choice, say): lists become tuples so records stay comparable."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return tuple(_freeze_json(v, where) for v in value)
    if isinstance(value, dict):
        return {str(k): _freeze_json(v, where) for k, v in value.items()}
    raise DecodeError(f"{where}: {type(value).__name__} is not JSON data")


class Codec:
    """Decodes JSON objects into the record classes it was given, by their class name."""

    def __init__(self, classes: Iterable[type]):
        self.classes: dict[str, type] = {}
        for cls in classes:
            if cls.__name__ in self.classes and self.classes[cls.__name__] is not cls:
                raise ValueError(f"two record classes named {cls.__name__}")
            self.classes[cls.__name__] = cls

    def decode(self, plain: Any) -> Any:
        if not isinstance(plain, dict):
            raise DecodeError(f"expected an object, got {type(plain).__name__}")
        type_name = plain.get("type")
        cls = self.classes.get(type_name) if isinstance(type_name, str) else None
        if cls is None:
            raise DecodeError(f"unknown record type {type_name!r:.60}")
        hints = _hints(cls)
        extra = set(plain) - set(hints) - {"type"}
        if extra:
            raise DecodeError(f"{type_name}: unknown field {sorted(extra)[0]!r:.60}")
        values = {}
        for name, hint in hints.items():
            if name not in plain:
                if name in _defaulted(cls):
                    continue  # a field added later with a default: older saves lack it
                raise DecodeError(f"{type_name}: missing field {name!r}")
            try:
                values[name] = _check(plain[name], hint, f"{type_name}.{name}")
            except RecursionError:  # hostile data nested deeper than the stack: refuse, never crash
                raise DecodeError(f"{type_name}.{name}: nested too deeply") from None
        return cls(**values)
