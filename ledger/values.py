"""What a value is, however it was written: the key DOMAIN 2's "the same value" compares (seed 000 ① 语义相同 -> NOOP).

The policy compares values by `canonical(value)`. Text is folded first (NFKC: full-width "１８６０２１５３３７" is
"18602153377"; case; runs of spaces). Then, only for a text that may hold one, one reading is tried after another:

- a phone number written with spaces, dashes, dots or brackets ("186-0215-3377", "020 7946 0018"): its digits;
- a date ("1990-05-14", "14 May 1990", "May 14, 1990", "5/14/1990" and "14/05/1990" where one part cannot be a
  month, "1990年5月14日", "九〇年五月十四"): ISO;
- a time of day ("7am", "7:00 am", "07:00", "7pm", "早上七点", "晚上七点半"): 24-hour "HH:MM";
- a quantity with a unit, in a base unit per dimension (length in cm, mass in kg, temperature in °C, duration in
  minutes): "1.80 m", "180 cm", "1.8米", "一米八", "70 kg", "七十公斤左右", "130斤", "26℃", "90分钟", "一个半小时";
- an amount or a count: currency signs and thousands separators dropped, "60k", "两万五", "three", "三", "30%", "三成".

A reading that does not parse the whole text leaves it as it was: "Python 3.12", "iPhone 15", "Room 101" stay text,
read only as a phrase (`_phrase`): a count or an ordinal inside it in digits ("two kids" is "2 kids", "second year"
"2nd year", "三楼" "3楼"), an acronym joined to its word ("VS Code" is "VSCode") and a short name to its number ("PS 5" is
"PS5"), a hyphen between letters as the other spellings of the word ("co-founder" / "cofounder", "full-time" / "full
time"), a height in feet and inches in one spelling ("6 feet 2 inches", "6'2\"" are "6 ft 2 in": "6 ft" said more
precisely, not converted). A dose's or a size's unit is a
quantity's (mg, mcg, ml, IU, km, GB), joined or apart: "10mg" is "10 mg".
A bare number is read with the unit or currency written beside it in its own text or its statement (`said`:
1.80 said "I'm 1.80 m" is 180 said "180 cm"; 60000 said "60,000 EUR" is not 60000 said "60,000 USD").
What needs a table DOMAIN does not give is not read: other currencies, pounds and inches, time zones, country codes,
names in two languages. Lists compare as sets (the order of "Python, Go" says nothing), objects key by key; `true` is
"yes" / "是". `refines(old, new)` extends the policy's "more specific" to lists (a superset) and objects (one of their
fields is the held value)."""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from decimal import Decimal, InvalidOperation
from typing import Any

# -- numbers ----------------------------------------------------------------------------------------------------------

_ZH_DIGITS = {"零": 0, "〇": 0, "○": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10_000, "萬": 10_000, "亿": 100_000_000}
_ZH_NUMERAL = re.compile(r"^[零〇○一二两兩三四五六七八九十百千万萬亿]+$")
_EN_ONES = {w: n for n, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"])}
_EN_TENS = {w: 10 * (n + 2) for n, w in enumerate(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])}
_EN_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_DECIMAL = re.compile(r"^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$")
_GROUPED = re.compile(r"^\d{1,3}(?:,\d{3})+(?:\.\d+)?$")
_CURRENCY = re.compile(r"^[£$€¥￥]\s*|\s*(?:[£$€¥￥]|元|块)$")
_MILLION = re.compile(r"^(?P<n>\d+(?:\.\d+)?)\s*(?P<s>million|mn|billion|bn)$")
_APPROX = re.compile(r"^(?:about|around|approx\.?|approximately|roughly|circa|~|约|大约|大概|差不多)\s*"
                     r"|\s*(?:左右|上下|ish|or so|give or take)$")


_WORDS_ONLY = re.compile(r"^[a-z -]+$")
_CLASSIFIERS = frozenset("个個位只条條辆輛台件套间間本张張次岁歲名口")
_NUMERAL_END = re.compile(r"[\d零〇○一二两兩三四五六七八九十百千万萬]")


def _zh_number(text: str) -> Decimal | None:
    """"三" 3, "七十" 70, "两万五" 25000 (a digit after 万 is thousands), "一百二" 120, "一百零三" 103, "九〇" 90."""
    if not _ZH_NUMERAL.match(text) or all(ch in _ZH_UNITS and ch != "十" for ch in text):  # (万 alone is no number)
        return None
    if all(ch in _ZH_DIGITS for ch in text):  # digit by digit: "九〇" 90, "一九九〇" 1990 (not 两三, 七八: "two or three")
        if len(text) == 1 or len(text) >= 4 or any(ch in "零〇○" for ch in text):
            return Decimal("".join(str(_ZH_DIGITS[ch]) for ch in text))
        return None
    total, section, digit, last_unit = 0, 0, None, 1
    for ch in text:
        if ch in _ZH_DIGITS:
            if ch in "零〇○" and digit is None and (section or total):  # "一百零三": a place left empty: ones next
                last_unit = 1
                continue
            if digit is not None:
                return None
            digit = _ZH_DIGITS[ch]
        else:
            unit = _ZH_UNITS[ch]
            if unit >= 10_000:
                section = (section + (digit or 0)) * unit
                total, section, digit, last_unit = total + section, 0, None, unit
            else:
                section += (1 if digit is None else digit) * unit
                digit, last_unit = None, unit
    if digit is not None:  # "两万五": the unit after the last one said
        section += digit * (last_unit // 10 if last_unit >= 10 else 1)
    return Decimal(total + section)


def _en_number(text: str) -> Decimal | None:
    words = text.replace("-", " ").replace(" and ", " ").split()
    if not words or not all(w in _EN_ONES or w in _EN_TENS or w in _EN_SCALES for w in words):
        return None
    total = current = 0
    last = ""  # "ones" (nothing but a scale may follow), "tens" (a digit may: "seventy two")
    for w in words:
        if w in _EN_ONES:
            if last == "ones" or (last == "tens" and not 0 < _EN_ONES[w] < 10):
                return None  # "one two three" is a count, not a number
            current += _EN_ONES[w]
            last = "ones"
        elif w in _EN_TENS:
            if last:
                return None
            current += _EN_TENS[w]
            last = "tens"
        elif w == "hundred":
            current = (current or 1) * 100
            last = ""
        else:
            total, current = total + (current or 1) * _EN_SCALES[w], 0
            last = ""
    return Decimal(total + current)


def number(text: str) -> Decimal | None:
    """An amount or a count written any of the usual ways, else None."""
    text = _APPROX.sub("", _CURRENCY.sub("", text.strip())).strip()
    if not text or (len(text) > 20 and not (len(text) <= 80 and _WORDS_ONLY.match(text))):
        return None  # (a longer run of digits is an identifier, not an amount; "one hundred seventy two" is one)
    if len(text) > 1 and text[-1] in _CLASSIFIERS and _NUMERAL_END.match(text[-2]):
        text = text[:-1]  # "两个" is 2, "3位" 3, "30岁" 30
    scale = Decimal(1)
    million = _MILLION.match(text)
    if million is not None:
        text, scale = million["n"], Decimal(1_000_000) if million["s"].startswith("m") else Decimal(1_000_000_000)
    if text[-1] in "kK" and text[:-1].strip() and text[-2:-1].isdigit():
        text, scale = text[:-1].strip(), Decimal(1000)
    elif text[-1] in "万萬" and len(text) > 1 and (text[-2].isdigit() or text[-2] == "."):
        text, scale = text[:-1], Decimal(10_000)
    if text[0] == "0" and text[1:2].isdigit():
        return None  # "02134", "007": an identifier's digits, not an amount
    if _GROUPED.match(text):
        text = text.replace(",", "")
    if _DECIMAL.match(text):
        try:
            return Decimal(text) * scale
        except InvalidOperation:
            return None
    found = _zh_number(text)
    if found is None and text.isascii():
        found = _en_number(text)
    return found * scale if found is not None else None


def _plain(n: Decimal) -> str:
    """60000.0 -> "60000"; a fraction as written ("3.10" is a version's, not 3.1: no trailing zero is dropped)."""
    return format(n.to_integral_value() if n == n.to_integral_value() else n, "f")


# -- quantities -------------------------------------------------------------------------------------------------------

# unit -> (its size in the base unit of its dimension, the dimension); bases: cm, kg, °C, minutes
_DIMENSIONS: dict[str, dict[str, Decimal]] = {
    "length": {"cm": Decimal(1), "centimetres": Decimal(1), "centimeters": Decimal(1), "厘米": Decimal(1),
               "公分": Decimal(1), "m": Decimal(100), "metres": Decimal(100), "meters": Decimal(100), "米": Decimal(100),
               "mm": Decimal("0.1"), "km": Decimal(100_000), "kilometres": Decimal(100_000),
               "kilometers": Decimal(100_000), "公里": Decimal(100_000)},
    # (feet are not a length here but a phrase, `_FEET`: "6 ft 2 in" tells "6 ft" more precisely, as "Java 21" tells
    # "Java"; converted, the two heights would clash)
    "mass": {"kg": Decimal(1), "kgs": Decimal(1), "kilos": Decimal(1), "kilograms": Decimal(1), "公斤": Decimal(1),
             "千克": Decimal(1), "斤": Decimal("0.5"), "g": Decimal("0.001"), "克": Decimal("0.001"),
             "mg": Decimal("0.000001"), "毫克": Decimal("0.000001"), "mcg": Decimal("0.000000001"),
             "µg": Decimal("0.000000001"), "μg": Decimal("0.000000001"), "微克": Decimal("0.000000001")},
    # a dose's or a device's other units (review 30: "10mg" / "10 mg", "16GB" / "16 GB", "5ml", "1000IU")
    "volume": {"ml": Decimal(1), "millilitres": Decimal(1), "milliliters": Decimal(1), "毫升": Decimal(1),
               "litres": Decimal(1000), "liters": Decimal(1000), "litre": Decimal(1000), "liter": Decimal(1000),
               "升": Decimal(1000)},
    "data": {"kb": Decimal(1), "mb": Decimal(1000), "gb": Decimal(1_000_000), "tb": Decimal(1_000_000_000)},
    "dose": {"iu": Decimal(1)},
    "temperature": {"°c": Decimal(1), "℃": Decimal(1), "度": Decimal(1), "degrees": Decimal(1)},
    "duration": {"min": Decimal(1), "mins": Decimal(1), "minutes": Decimal(1), "minute": Decimal(1),
                 "分钟": Decimal(1), "h": Decimal(60), "hr": Decimal(60), "hrs": Decimal(60), "hour": Decimal(60),
                 "hours": Decimal(60), "小时": Decimal(60), "个小时": Decimal(60), "個小時": Decimal(60)},
}
_UNITS = {unit: (size, dimension) for dimension, units in _DIMENSIONS.items() for unit, size in units.items()}
_QUANTITY = re.compile(r"^(?P<n>.+?)\s*(?=[" + re.escape("".join({u[0] + u[0].upper() for u in _UNITS})) + r"])(?P<u>"
                       + "|".join(sorted(map(re.escape, _UNITS), key=len, reverse=True))
                       + r")(?:\s*(?:tall|high|heavy|long))?$", re.IGNORECASE)
_UNIT_LAST = frozenset(unit[-1] for unit in _UNITS)
# "一米八" (1 m 80), "1米75"; "一个半小时" (1.5 hours)
_METRE_AND = re.compile(r"^(?P<m>[一二两1-2])米(?P<cm>[0-9]{1,2}|[一二三四五六七八九]十?[一二三四五六七八九]?)$")
_HOURS_AND_MINUTES = re.compile(r"^(?P<h>\d{1,3})\s*(?:hours?|hrs?|h)\s*(?:and\s*)?(?P<m>\d{1,2})\s*(?:minutes?|mins?|m)$",
                                re.IGNORECASE)
_AND_A_HALF = re.compile(r"^(?P<n>.+?)个半(?P<u>小时|钟头)$")


def quantity(text: str) -> tuple[Decimal, str] | None:
    """(a quantity in the base unit of its dimension, the dimension), else None. "2M" is two million, not metres."""
    text = _APPROX.sub("", text.strip()).strip()
    m = _METRE_AND.match(text)
    if m is not None:
        metres = number(m["m"])
        rest = m["cm"]
        cm = number(rest) if rest.isdigit() else _zh_number(rest)
        if metres is None or cm is None:
            return None
        return metres * 100 + (cm * 10 if cm < 10 else cm), "length"
    m = _HOURS_AND_MINUTES.match(text)
    if m is not None:  # "1 hour 30 minutes"
        return Decimal(m["h"]) * 60 + Decimal(m["m"]), "duration"
    m = _AND_A_HALF.match(text)
    if m is not None:
        n = number(m["n"])
        return ((n + Decimal("0.5")) * 60, "duration") if n is not None else None
    if text[-1:].casefold() not in _UNIT_LAST and not text.endswith(("tall", "high", "heavy", "long")):
        return None  # (no unit ends it: the long match below is not tried, "Java 21 + Spring Boot 3")
    m = _QUANTITY.match(text)
    if m is None or m["u"] == "M":
        return None
    n = number(m["n"])
    unit = m["u"].casefold()
    size, dimension = _UNITS[unit]
    return (n * size, dimension) if n is not None else None


# -- dates and times --------------------------------------------------------------------------------------------------

_MONTHS = {m: n + 1 for n, m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"])}
_MONTHS.update({m[:3]: n for m, n in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_ISO = re.compile(r"^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$")
_DAY_MONTH = re.compile(r"^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\.?,?\s+(\d{4})$")
_MONTH_DAY = re.compile(r"^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$")
_SLASHED = re.compile(r"^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$")
_ZH_DATE = re.compile(r"^(?P<y>[\d零〇○一二三四五六七八九]{2,4})年(?P<m>[\d一二三四五六七八九十]{1,3})月"
                      r"(?P<d>[\d一二三四五六七八九十]{1,3})[日号號]?$")


def _iso(y: int, m: int, d: int) -> str | None:
    if not (1 <= m <= 12 and 1 <= d <= 31 and 1000 <= y <= 2999):
        return None
    return f"{y:04d}-{m:02d}-{d:02d}"


def date(text: str) -> str | None:
    """An unambiguous calendar date as ISO "YYYY-MM-DD", else None."""
    m = _ISO.match(text)
    if m:
        return _iso(int(m[1]), int(m[2]), int(m[3]))
    m = _DAY_MONTH.match(text)
    if m and m[2] in _MONTHS:
        return _iso(int(m[3]), _MONTHS[m[2]], int(m[1]))
    m = _MONTH_DAY.match(text)
    if m and m[1] in _MONTHS:
        return _iso(int(m[3]), _MONTHS[m[1]], int(m[2]))
    m = _SLASHED.match(text)
    if m:
        a, b = int(m[1]), int(m[2])
        if a > 12 >= b:  # 14/05/1990: day first
            return _iso(int(m[3]), b, a)
        if b > 12 >= a:  # 5/14/1990: month first
            return _iso(int(m[3]), a, b)
        return None  # 05/06/1990 is either
    m = _ZH_DATE.match(text)
    if m:
        parts = [number(m[g]) for g in ("y", "m", "d")]
        if None in parts:
            return None
        y, mo, d = (int(p) for p in parts)  # type: ignore[arg-type]
        if y < 100:  # "九〇年": the nineties
            y += 1900 if y > 30 else 2000
        return _iso(y, mo, d)
    return None


_CLOCK = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$")
_ZH_CLOCK = re.compile(r"^(?P<part>早上|上午|清晨|凌晨|中午|下午|傍晚|晚上|夜里)?(?P<h>[\d一二两三四五六七八九十]{1,3})[点點時时]"
                       r"(?:(?P<half>半)|(?P<m>[\d一二三四五六七八九十]{1,3})分?|整)?$")


def clock(text: str) -> str | None:
    """A time of day as "HH:MM" (24-hour), else None. "7点" alone (morning or evening?) is None."""
    m = _CLOCK.match(text)
    if m and (m[3] is not None or (m[2] is not None and (m[1].startswith("0") or int(m[1]) >= 13))):
        h, mi = int(m[1]), int(m[2] or 0)  # ("7:00" alone may be evening: not read, as 7点 is not)
        if m[3]:
            if not 1 <= h <= 12:
                return None
            h = h % 12 + (12 if m[3].startswith("p") else 0)
        return f"{h:02d}:{mi:02d}" if h < 24 and mi < 60 else None
    m = _ZH_CLOCK.match(text)
    if m and m["part"]:
        h_ = number(m["h"])
        mi_ = Decimal(30) if m["half"] else (number(m["m"]) if m["m"] else Decimal(0))
        if h_ is None or mi_ is None:
            return None
        h, mi = int(h_), int(mi_)
        if (m["part"] in ("下午", "傍晚", "晚上", "夜里") and h < 12) or (m["part"] == "中午" and h < 6):
            h += 12
        return f"{h:02d}:{mi:02d}" if h < 24 and mi < 60 else None
    return None


# -- the comparison key -----------------------------------------------------------------------------------------------

_PHONE = re.compile(r"^\+?[\d(][\d\s()-]{5,}\d$")  # (not "192.168.1.11", not "40.7 -74.0")
_MAYBE = re.compile(r"[\d零〇○一二两兩三四五六七八九十百千万萬]|zero|one|two|three|four|five|six|seven|eight|nine|ten"
                    r"|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand")
_YES = frozenset({"yes", "true", "是", "是的", "对", "對"})
_NO = frozenset({"no", "false", "否", "不是"})


# -- a phrase no reading parses whole: its numbers and its compounds however written -----------------------------------

_EN_ORDINALS = {w: f"{n}{'st' if n % 10 == 1 and n != 11 else 'nd' if n % 10 == 2 and n != 12 else 'rd' if n % 10 == 3 and n != 13 else 'th'}"
                for n, w in enumerate(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                                       "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
                                       "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"], start=1)}
_NUMBER_WORD = "(?:" + "|".join(sorted([*_EN_ONES, *_EN_TENS, "hundred"], key=len, reverse=True)) + ")"
# a run of number words inside a phrase ("two kids", "three times a week", "twenty one pilots"); read whole by
# `_en_number` or left as written ("one two three")
_EN_RUN = re.compile(r"(?<![\w-])" + _NUMBER_WORD + r"(?:(?:[ -]|\sand\s)" + _NUMBER_WORD + r")*(?![\w-])")
# a Chinese numeral before the measure word it counts or orders with ("三楼", "二年级", "两个孩子"; not "一心", "三明", "三星":
# names), not inside a longer numeral
_ZH_RUN = re.compile(r"(?<![零〇○一二两兩三四五六七八九十百千万萬亿\d])[零〇○一二两兩三四五六七八九十百千万萬亿]+"
                     r"(?=[个個位只条條辆輛台件套间間本张張次岁歲名口楼樓层層年级級月周天班届期杯瓶碗份栋棟座室厅廳卫衛号號种種项項节節倍遍趟胎])")
# a grade ("3年级", "三年级": the third year of school) set apart from a number of years ("3年"), which else would read as
# its start ("3年" the "3年级" said shorter)
_GRADE = re.compile(r"(?<=\d)(?=年[级級])")
# a class of a grade ("三年一班", "3年2班": grade three's class one, not three years): the grade written whole ("3年级1班")
_GRADE_CLASS = re.compile(r"(?<![\d年])(\d{1,2})年(?=\d{1,2}班)")
# a model's number joined to its name or apart ("PlayStation5" / "PlayStation 5", "iPhone15 Pro"): apart, after a
# word of three letters or more (not "MP3", "B12", "F1")
_MODEL_NUMBER = re.compile(r"(?<![a-z])([a-z]{3,})(?=\d)")
# a short name in capitals and its whole number written apart ("PS 5" is "PS5", "vitamin B 12" "vitamin B12"): joined,
# read before case is folded (not "ps 5", "a 5": words; not a version, "R 4.4": "R" -> "R 4.4 + tidyverse" refines)
_SHORT_NAME_NUMBER = re.compile(r"(?<![\w-])([A-Z]{1,2}) (?=\d+(?!\.?\d))")
# a height in feet and inches, however written ("6 ft", "6 feet", "6ft", "6'"; "6 ft 2 in", "6 feet 2 inches", "6 ft 2",
# "6'2\""): one spelling, "6 ft" / "6 ft 2 in" (the inches after the feet: the same height told more precisely)
_FEET = re.compile(r"(?<![\w.'])(\d{1,2}) ?(?:ft|feet|foot|')(?: ?(\d{1,2}(?:\.\d)?) ?(?:in|inch|inches|\"|'')?)?(?![\w'\"])")
# a letter that prefixes a word, written apart from it ("e bike" is "e-bike", "ebike"; "x ray", "t shirt"): joined at
# the start of a value written in lower case (not "c programming", "r studio", "Vitamin D tablets": a letter naming a
# thing; not "a bike", "i think": words)
_LONE_PREFIX = re.compile(r"^([ext]) (?=[a-z]{3})")
# an acronym written apart from the word after it ("VS Code" is "VSCode"): joined, read before case is folded
_ACRONYM = re.compile(r"\b([A-Z]{2,3}) (?=[A-Z][a-z])")
# a hyphen between letters: a prefix or a short part joins ("co-founder" is "cofounder", "back-end" "backend", "e-mail"
# "email"), else it is a space ("second-year" is "second year", "full-time" "full time"). Not where the hyphen is
# what tells the word from another (`_joined`): after "re" ("re-sign" is not "resign", "re-lease" not "release",
# "re-cover" not "recover") and between two of the same vowel ("co-op" is not "coop")
_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
_SHORT_PART = re.compile(r"(?<![^\W\d_])([^\W\d_]{1,3})-(?=[^\W\d_])|(?<=[^\W\d_])-([^\W\d_]{1,3})(?![^\W\d_])")


def _joined(m: re.Match[str]) -> str:
    """A short part with its hyphen dropped (`_SHORT_PART`), or as written where the hyphen tells it from another
    word: "re-" (again: "re-sign", "re-lease"), the same vowel either side ("co-op")."""
    if m[1] is not None:  # (a short part before the hyphen: "co-founder", "re-sign")
        if m[1].casefold() == "re":
            return m.group()
        before, after = m[1][-1], m.string[m.end():m.end() + 1]
    else:  # (after it: "back-end")
        before, after = m.string[m.start() - 1], m[2][0]
    if before.casefold() == after.casefold() and before.casefold() in _VOWELS:
        return m.group()
    return m[1] or m[2]


_VOWELS = frozenset("aeiou")


def _zh_run(m: re.Match[str]) -> str:
    n = _zh_number(m.group())
    return _plain(n) if n is not None else m.group()


def _en_run(m: re.Match[str]) -> str:
    n = _en_number(m.group())
    return _plain(n) if n is not None else m.group()


def _feet(m: re.Match[str]) -> str:
    return f"{m[1]} ft" + (f" {m[2]} in" if m[2] is not None else "")


def _phrase(written: str, text: str, counted: bool) -> str:
    """A phrase's key where no reading parses it whole: a count or an ordinal inside it in digits ("two kids" is
    "2 kids", "second year" "2nd year", "三楼" "3楼", "二年级" "2年级"), an acronym joined to the word after it ("VS
    Code" is "VSCode"), a hyphen between letters read as the writer's other spelling ("co-founder" / "cofounder",
    "full-time" / "full time"). Other numbers stay as they are ("Java 17" is not "Java 21", "2 kids" not "3 kids"), and
    a number in a name ("One Direction", "Four Seasons": capitalised; "一心", "三明": no counted word after it)."""
    if text.isascii():
        if " " in written and _ACRONYM.search(written):
            written = _ACRONYM.sub(r"\1", written)
        if counted:  # (`_MAYBE` found a number; one in lower case counts: "One Direction" is a name)
            written = _EN_RUN.sub(_en_run, written)
            if " " in written:
                written = _SHORT_NAME_NUMBER.sub(r"\1", written)
        text = written.casefold()
        if counted and ("f" in text or "'" in text):
            text = _FEET.sub(_feet, text)
    elif _ZH_RUN.search(text):
        text = _ZH_RUN.sub(_zh_run, text)
    if not text.isascii() and "年" in text:
        text = _GRADE.sub(" ", _GRADE_CLASS.sub(r"\1年级", text))
    if text[1:2] == " " and written[:1].islower() and text.isascii():
        text = _LONE_PREFIX.sub(r"\1", text)
    if counted:
        text = _MODEL_NUMBER.sub(r"\1 ", text)
    if "-" in text:
        text = _SHORT_PART.sub(_joined, text)  # (the short part, without its hyphen)
        text = _HYPHEN.sub(" ", text)
    if text.isascii():
        words = text.split(" ")
        if not _EN_ORDINALS.keys().isdisjoint(words):
            text = " ".join(_EN_ORDINALS.get(w, w) for w in words)
    return text


@functools.lru_cache(maxsize=16_384)
def canonical_text(value: str) -> str:
    """The comparison key of a text value (see the module's docstring)."""
    if not value.isascii():
        value = unicodedata.normalize("NFKC", value)
    written = " ".join(value.split())
    if written.startswith(("http://", "https://", "HTTP://", "HTTPS://")):
        scheme, _, rest = written.partition("://")
        host, slash, path = rest.partition("/")
        # a link's path keeps its case ("youtu.be/dQw4w9WgXcQ"); the scheme and host do not
        return f"{scheme.lower()}://{host.lower()}" + (slash + path if path else "")
    text = written.casefold()
    if text in _YES:
        return "true"
    if text in _NO:
        return "false"
    if not _MAYBE.search(text):
        return _phrase(written, text, False)
    if _PHONE.match(text) and not _DECIMAL.match(text) and not _GROUPED.match(text):
        digits = "".join(ch for ch in text if ch.isdigit())
        if len(digits) >= 7 and date(text) is None:
            return digits
    for reading in (date, clock):
        found = reading(text)
        if found is not None:
            return found
    measured = quantity(written)
    if measured is not None:
        return f"{_plain(measured[0].normalize())} {measured[1]}"  # (a mass is no time: "70 kg" is not "70 min")
    n = number(text)
    if n is not None:
        return _plain(n)
    if text.endswith("%") or text.endswith("成"):  # "30%", "三成"
        n = number(text[:-1])
        if n is not None:
            return _plain(n * (10 if text.endswith("成") else 1)) + "%"
    return _phrase(written, text, True)


def canonical(value: Any) -> str:
    """The comparison key of any JSON value."""
    if isinstance(value, str):
        return canonical_text(value)
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, int | float):
        return canonical_text(str(value))
    if isinstance(value, list):
        if len(value) == 1 and not isinstance(value[0], list | dict):
            return canonical(value[0])  # ["Python"] is "Python"
        items = [canonical(v) for v in value]
        # as a multiset: the order of "Python, Go" says nothing, a repeat does ("twins, both 4")
        return json.dumps(sorted(items), ensure_ascii=False) if all(
            not isinstance(v, list | dict) for v in value) else json.dumps(items, ensure_ascii=False)
    if isinstance(value, dict):
        return json.dumps({k: canonical(v) for k, v in value.items()}, sort_keys=True, ensure_ascii=False)
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


# -- a number's unit, said beside it ------------------------------------------------------------------------------------

# currencies by the words and signs people write them with ("$" read as the US dollar: the commonest; "¥" is left
# unread, being both the yuan's and the yen's; "pounds" too, being a weight as often)
_CURRENCIES = {"eur": "EUR", "euro": "EUR", "euros": "EUR", "€": "EUR", "欧元": "EUR",
               "usd": "USD", "us$": "USD", "$": "USD", "dollars": "USD", "bucks": "USD", "美元": "USD", "美金": "USD",
               "gbp": "GBP", "£": "GBP", "quid": "GBP", "英镑": "GBP",
               "cny": "CNY", "rmb": "CNY", "元": "CNY", "块": "CNY", "块钱": "CNY", "人民币": "CNY",
               "jpy": "JPY", "yen": "JPY", "日元": "JPY", "chf": "CHF", "francs": "CHF", "cad": "CAD", "c$": "CAD",
               "ca$": "CAD", "aud": "AUD", "a$": "AUD", "au$": "AUD", "hkd": "HKD", "hk$": "HKD", "港币": "HKD",
               "sgd": "SGD", "s$": "SGD", "nzd": "NZD", "nz$": "NZD", "inr": "INR", "rupees": "INR"}
_PERCENT = frozenset(("%", "percent", "per cent", "pct"))
_SIGNS = sorted((c for c in _CURRENCIES if not c.isalpha() or (c.isascii() and len(c) == 3)), key=len, reverse=True)
_WORDS = sorted({*_UNITS, *_CURRENCIES, *_PERCENT} - {c for c in _CURRENCIES if "$" in c and len(c) > 1}, key=len,
                reverse=True)  # ("60.000 €", "60$"; not "60 hk$")
_UNIT_WORDS = "|".join(map(re.escape, _WORDS))
# an amount as written: a currency before it ("€60k", "EUR 60,000", "HK$60,000"), its digits (grouped with commas; with
# dots or spaces beside a currency: "60.000 €", "60 000 EUR"), "k", then a unit or currency after it
_SAID_AMOUNT = re.compile(r"(?:(?P<pre>(?<![a-z])(?:" + "|".join(map(re.escape, _SIGNS)) + r"))(?![a-z])\s?)?"
                          r"(?<![\d.,])(?P<n>\d{1,3}(?:[,. ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?P<k>k(?![a-z]))?(?!\d)"
                          r"(?:\s?(?P<u>" + _UNIT_WORDS + r")(?![a-z]))?", re.IGNORECASE)
_BARE_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")


def _amount(m: re.Match[str]) -> Decimal | None:
    """The number a `_SAID_AMOUNT` match writes (None where its grouping is unclear without a currency beside it)."""
    written, currency = m["n"], m["pre"] is not None or (m["u"] or "").casefold() in _CURRENCIES
    if currency and re.fullmatch(r"\d{1,3}(?:[. ]\d{3})+(?:,\d{1,2})?", written):  # "60.000 €", "60 000 EUR"
        n = Decimal(written.replace(".", "").replace(" ", "").replace(",", "."))
    elif re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", written):
        n = Decimal(written.replace(",", ""))
    else:
        return None
    return n * 1000 if m["k"] else n


def said(value: Any, statement: str | None) -> str:
    """`canonical(value)`, with the unit or currency written beside the number where the value is a bare number: 1.80
    said as "I'm 1.80 m" is "180 length", 60000 said as "60,000 EUR a year" or "€60k" is "60000 EUR", 15 said "15%" is
    "15 %". Where the number is said more than once, with another unit or none ("I live 30 minutes away and I'm 30"),
    it is read bare."""
    key = canonical(value)
    if not _BARE_NUMBER.match(key):
        return key
    n = Decimal(key)
    units: set[str] = set()
    for text in ([value] if isinstance(value, str) else []) + ([statement] if statement else []):
        if not text.isascii():
            text = unicodedata.normalize("NFKC", text)
        for m in _SAID_AMOUNT.finditer(text):
            if _amount(m) == n:
                units.add((m["u"] or m["pre"] or "").casefold())
        if isinstance(value, str) and text is statement and not any(ch.isdigit() for ch in value):
            # a number written in words, its unit after it: "one hundred seventy two centimetres"
            after = re.search(re.escape(value.strip()) + r"\s?(?P<u>" + _UNIT_WORDS + r")(?![a-z])", text,
                              re.IGNORECASE)
            units.add(after["u"].casefold() if after is not None else "")
    if len(units) != 1 or "" in units:
        return key
    return _with_unit(key, n, units.pop())


def _with_unit(key: str, n: Decimal, unit: str) -> str:
    if unit in _CURRENCIES:
        return f"{key} {_CURRENCIES[unit]}"
    if unit in _PERCENT:
        return f"{key} %"
    size, dimension = _UNITS[unit]
    return f"{_plain((n * size).normalize())} {dimension}"


def same_amount(old: Any, old_statement: str | None, new: Any, new_statement: str | None) -> bool:
    """Are two values the same amount, reading the units their statements give bare numbers? The same number is the
    same amount unless both statements give it a unit and the units differ (60,000 EUR and 60,000 USD; 15 % and 15
    USD). Different values ("26℃" and 26, 1.80 and 180) are the same only where the units make them so (1.80 m and
    180 cm), or one side says a currency the other does not ("£1,450" and 1450); a dimension said on one side only is
    a difference (a bare 26 is not "26℃": review 24)."""
    a, b = said(old, old_statement), said(new, new_statement)
    if a == b:
        return True
    (na, _, ua), (nb, _, ub) = a.partition(" "), b.partition(" ")
    if canonical(old) == canonical(new):
        return not (ua and ub)
    return na == nb and not (ua and ub) and (ua or ub).isupper()  # (currencies are codes: "GBP"; dimensions not)


_PAST_FIELD = re.compile(r"prev|former|old|past|ex_|^ex|before|until|was|history", re.IGNORECASE)


def refines(old: Any, new: Any) -> bool | None:
    """For lists and objects: does `new` say `old` and more? (None: neither is one; the text rules decide.)
    ["Python", "Go"] -> ["Python", "Go", "Rust"]; "Lyon" -> {"city": "Lyon", "country": "FR"}."""
    if isinstance(new, list) and isinstance(old, list | str | int | float) and not isinstance(old, bool):
        held = {canonical(v) for v in old} if isinstance(old, list) else {canonical(old)}
        said = {canonical(v) for v in new}
        return held < said
    if isinstance(new, dict) and not isinstance(old, dict | list):
        return canonical(old) in {canonical(v) for k, v in new.items() if not _PAST_FIELD.search(str(k))}
    if isinstance(new, dict) and isinstance(old, dict):
        return old != new and all(k in new and canonical(new[k]) == canonical(v) for k, v in old.items())
    if isinstance(old, list | dict) or isinstance(new, list | dict):
        return False
    return None
