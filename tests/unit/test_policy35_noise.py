"""Policy 2026.12-35: noisy real-world text (the fifteenth blind set, `bench/quality_blind15.py`). Typos of the words
the readers look for, chat shorthand, homophones, @mentions, quoted earlier messages and values denied in quotes are
read as a person reads them (`ledger.mend`); the statement stored is the one received."""

from __future__ import annotations

from typing import Any

import pytest
from one_fact import decided, refusal

from ledger.mend import TYPOS, mended
from ledger.values import canonical

# -- ledger.mend ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "reading"), [
    ("mvoed to bristol last wknd", "moved to bristol last weekend"),
    ("we swtiched to Go", "we switched to Go"),
    ("no lnoger using PHP", "no longer using PHP"),
    ("I know longer drink coffee", "I no longer drink coffee"),
    ("netflix pasword is X", "netflix password is X"),
    ("in lisbon rn for the conf", "in lisbon right now for the conf"),
    ("2nite im vegan, normal again 2moro", "tonight I'm vegan, normal again tomorrow"),
    ("ditched spotify b4 xmas, w/ the family plan", "ditched spotify before xmas, with the family plan"),
    ("我们上个月般到深圳了", "我们上个月搬到深圳了"),
    ("我以经不用 Java 了", "我已经不用 Java 了"),
    ("说措了，是沧州", "说错了，是沧州"),
])
def test_typos_and_shorthand_are_read_as_the_word(text: str, reading: str) -> None:
    assert mended(text) == reading


@pytest.mark.parametrize("text", [
    "I work as an RN",  # a nurse: "rn" is mended in lower case only
    "IM me on Slack",
    "mail me at sam@b.com",
    "psql postgres://deploy:S3cr3tPass!@db.internal:5432/app",  # an @ in a URL's credentials stays
    "一般到了周末就去爬山",  # 一般 + 到: no 搬到
    "以经验为主",  # 以 + 经验: no 已经
    "The loner moved on",  # a word a typo could be mistaken for
    "I switched to Go last month",
])
def test_what_is_no_typo_is_left_as_written(text: str) -> None:
    assert mended(text) is text


def test_the_typo_table_holds_no_english_word_it_could_be_mistaken_for() -> None:
    assert {"stared", "loner", "mean", "moved", "hanged", "chanted", "mover", "moves"}.isdisjoint(TYPOS)
    assert all(t[0] == w[0] and t != w for t, w in TYPOS.items())


def test_a_message_reading_blanks_quoted_lines_reads_mentions_and_denied_quotes() -> None:
    quoted = "> Tom: I moved to Marseille!!\nlol good for him, I'm staying put"
    assert mended(quoted) == quoted  # the gate reads a quote (a secret quoted is still a secret)
    assert "Marseille" not in mended(quoted, message=True)
    assert mended("I've joined @Vandelay", message=True) == "I've joined Vandelay"
    assert mended("employer is Hooli, not 'Hully'", message=True) == "employer is Hooli, not Hully"
    assert mended("是湖州，不是“福州”", message=True) == "是湖州，不是福州"


# -- the policy on noisy statements -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Leeds", "Bristol", "mvoed to bristol last wknd, boxes evrywhere lol", "superseded"),
    ("https://a.blog", "https://b.codes", "blog moevd to https://b.codes , old domain expires in june", "superseded"),
    ("广州", "深圳", "我们上个月般到深圳了 房子小了一半😭", "superseded"),
    ("PHP", "PHP", "no lnoger using PHP thank god", "invalidated"),
    ("coffee", "coffee", "I know longer drink coffee, doctor's orders", "invalidated"),
    ("Hooli", "Hooli", "got laid off from hooli today :( ", "invalidated"),
    ("Spotify", "Apple Music", "ditched spotify b4 xmas, on apple music w/ the family plan now", "superseded"),
    ("Initech", "Vandelay", "Thrilled to share I've joined @Vandelay as a Staff Engineer! 🎉 #NewJob", "superseded"),
    ("Google", "Arup", "my wife says she's glad I joined Arup", "conflict"),  # not the speaker's news (review 19)
    ("Hully", "Hooli", "User corrected a dictation error: employer is Hooli, not 'Hully'", "corrected"),
    ("vegan", "vegan", "Voice transcript (low quality): 'yeah um still a vegan uh yeah'", "reinforced"),
])
def test_noisy_statements_are_decided_as_they_read(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


def test_a_quoted_earlier_message_is_no_statement_of_this_one() -> None:
    assert decided("Paris", "Marseille", "> Tom: I moved to Marseille!!\nlol good for him, I'm staying put") in (
        "conflict", "rejected")


def test_someone_elses_voice_note_is_not_the_users_word() -> None:
    assert decided("vegan", "vegan", "Tom's voice note: 'Sam is vegan'") == "rejected"


@pytest.mark.parametrize(("old", "new", "statement"), [
    (172, "one hundred seventy two", "uh I'm one hundred seventy two like I said"),
    (2, "两个", "呃我们家就是两个娃嘛 两个 没有三胎"),
])
def test_numbers_a_recogniser_spells_out_are_the_same(old: Any, new: Any, statement: str) -> None:
    assert decided(old, new, statement) == "reinforced"


@pytest.mark.parametrize(("text", "key"), [
    ("one hundred seventy two", "172"), ("two thousand and five", "2005"), ("twenty one", "21"), ("两个", "2"),
    ("3位", "3"), ("30岁", "30"),
    ("one two three", "one two three"), ("twenty twelve", "twenty twelve"), ("个", "个"),  # no numbers
])
def test_number_words_and_chinese_counters(text: str, key: str) -> None:
    assert canonical(text) == key


# -- the write gate on noisy statements -------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "statement", "reason"), [
    ("Pl@ntpot44", "netflix pasword is Pl@ntpot44 if u need to log in on the tv", "prohibited_content"),
    ("3589_6295_0509_4291", "去日本用这张 JCB：3589_6295_0509_4291 有效期 03/29", "prohibited_content"),
    ("vegan", "2nite im vegan for my sis's bday dinner lol, normal again 2moro", "temporary_outside_task_scope"),
    ("Lisbon", "in lisbon rn for the conf, back in berlin fri 🙃", "temporary_outside_task_scope"),
    ("4821", "here's the pin", "prohibited_content"),
])
def test_the_gate_reads_noisy_statements(value: str, statement: str, reason: str) -> None:
    assert refusal(value, statement) == reason


def test_a_map_pin_with_coordinates_is_stored() -> None:
    assert refusal("51.5237, -0.1585", "here's the pin for my office 📍 51.5237,-0.1585 (google maps)",
                   "work.office_location") is None
