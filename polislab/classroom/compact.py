"""Plain data as few bytes as can be, for moment codes (:mod:`.moment`): whole numbers as
varints, a text as its length and bytes, plain data (a save, options) as tokens, a letter for
each value's type and then its content, a text a dictionary numbers as its number; all of it
compressed with raw deflate against a preset dictionary.

>>> numbers = {"owner": 0, "athens": 1}
>>> written = tokens({"owner": "athens", "population": 3}, numbers, bytearray())
>>> bytes(written)
b'D\\x02V\\x00V\\x01S\\npopulationI\\x06'
>>> read_value(Reader(bytes(written)), ["owner", "athens"])
{'owner': 'athens', 'population': 3}
>>> inflate(deflate(b"Naxos " * 40, b"Naxos "), b"Naxos ") == b"Naxos " * 40
True
"""

from __future__ import annotations

import zlib
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import MAX_SAVE_BYTES

#: The most bits a varint of a code holds (a seed of 140 bits is more than any game needs).
VARINT_BITS = 140


class Damaged(Exception):
    """What a code holds does not read (cut short, or made with other data)."""


class Reader:
    """The packed bytes of a code, read from the front."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise Damaged
        self.at += 1
        return self.data[self.at - 1]

    def varint(self) -> int:
        number = shift = 0
        while True:
            byte = self.byte()
            number |= (byte & 0x7F) << shift
            if byte < 0x80:
                return number
            shift += 7
            if shift >= VARINT_BITS:  # no number of a code is that long
                raise Damaged

    def blob(self) -> bytes:
        size = self.varint()
        if self.at + size > len(self.data):
            raise Damaged
        self.at += size
        return self.data[self.at - size:self.at]

    def rest(self) -> bytes:
        rest, self.at = self.data[self.at:], len(self.data)
        return rest

    def done(self) -> bool:
        return self.at == len(self.data)


# Plain data (a save, options, a scenario) is written as tokens: a letter for its type, then
# its content; a text the game's dictionary knows is its number there. The tokens are then
# compressed against tokens of the dictionary's positions (zlib's preset dictionary).
MAX_DEPTH = 32  # as every JSON polislab reads (core.inputs)


def tokens(value: Any, numbers: dict[str, int], out: bytearray) -> bytearray:
    """``value`` (plain data) written as tokens onto ``out``; a text ``numbers`` holds is
    written as its number; a dictionary's keys in sorted order."""
    if value is None or isinstance(value, bool):
        out += {None: b"N", True: b"T", False: b"F"}[value]
    elif isinstance(value, int):
        out += b"I" + varint(zigzag(value))
    elif isinstance(value, float):
        out += b"R" + blob(repr(value).encode("ascii"))
    elif isinstance(value, str):
        number = numbers.get(value)
        out += b"V" + varint(number) if number is not None else b"S" + blob(value.encode())
    elif isinstance(value, (list, tuple)):
        out += b"L" + varint(len(value))
        for item in value:
            tokens(item, numbers, out)
    elif isinstance(value, dict):
        out += b"D" + varint(len(value))
        for key in sorted(value):
            tokens(key, numbers, out)
            tokens(value[key], numbers, out)
    else:
        raise ScenarioError(f"a moment code holds plain data, not {type(value).__name__}")
    return out


def read_value(reader: Reader, texts: list[str], depth: int = 0) -> Any:
    """The plain data the tokens at ``reader`` write (see :func:`tokens`)."""
    if depth > MAX_DEPTH:
        raise Damaged
    kind = reader.byte()
    simple = {ord("N"): None, ord("T"): True, ord("F"): False}
    if kind in simple:
        return simple[kind]
    if kind == ord("I"):
        return unzigzag(reader.varint())
    if kind == ord("R"):
        try:
            number = float(reader.blob().decode("ascii"))
        except (UnicodeDecodeError, ValueError):
            raise Damaged from None
        if number != number or number in (float("inf"), float("-inf")):
            raise Damaged
        return number
    if kind == ord("V"):
        number = reader.varint()
        if number >= len(texts):
            raise Damaged
        return texts[number]
    if kind == ord("S"):
        try:
            return reader.blob().decode("utf-8")
        except UnicodeDecodeError:
            raise Damaged from None
    if kind == ord("L"):
        return [read_value(reader, texts, depth + 1) for _ in range(_count(reader))]
    if kind == ord("D"):
        data: dict[str, Any] = {}
        for _ in range(_count(reader)):
            key = read_value(reader, texts, depth + 1)
            if not isinstance(key, str) or key in data:
                raise Damaged
            data[key] = read_value(reader, texts, depth + 1)
        return data
    raise Damaged


def _count(reader: Reader) -> int:
    count = reader.varint()
    if count > len(reader.data) - reader.at:  # each item takes a byte at least
        raise Damaged
    return count


def deflate(data: bytes, preset: bytes) -> bytes:
    packer = (zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, preset)
              if preset else zlib.compressobj(9, zlib.DEFLATED, -15))  # raw: no header
    return packer.compress(data) + packer.flush()


def inflate(packed: bytes, preset: bytes) -> bytes:
    inflater = zlib.decompressobj(-15, zdict=preset) if preset else zlib.decompressobj(-15)
    try:
        text = inflater.decompress(packed, MAX_SAVE_BYTES)
    except zlib.error:
        raise ScenarioError("this moment code is damaged: it does not unpack") from None
    if inflater.unconsumed_tail:
        raise ScenarioError("this moment code holds more than a moment may (a few MB)")
    return text


def varint(number: int) -> bytes:
    out = bytearray()
    while True:
        low, number = number & 0x7F, number >> 7
        out.append(low | (0x80 if number else 0))
        if not number:
            return bytes(out)


def blob(data: bytes) -> bytes:
    return varint(len(data)) + data


def zigzag(number: int) -> int:
    return number * 2 if number >= 0 else -number * 2 - 1


def unzigzag(number: int) -> int:
    return number // 2 if number % 2 == 0 else -(number + 1) // 2
