"""cue_of's prefilter changes no answer: the version without it is kept here and both are compared."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from ledger.cues import _CHANGE, _CORRECTION, _URL, CHANGE_CUES, CORRECTION_CUES, _changes, _corrects, cue_of
from ledger.script import folded


def old_cue_of(statement: str | None) -> str | None:
    if not statement:
        return None
    # read as cue_of reads it (not what the prefilter decides): scripts folded, URLs blanked
    statement = folded(statement)
    if "://" in statement:
        statement = _URL.sub(lambda u: " " * len(u.group()), statement)
    if _corrects(statement):
        return "correction"
    if _changes(statement):
        return "change"
    return None


WORDS = [
    "switched", "SWITCHED", "moved", "migrated", "changed", "relocated", "upgraded", "transitioned", "over", " from ",
    "Java", " to ", "to", "i", "we", "I've", "have", "has", "since", "no longer", "not", "any", "more", "anymore",
    "any more", "now", "Now,", "use", "live", "work", "prefer", "started using", "replaced", "sorry", "i meant",
    "actually", "it's", "i am", "correction", "that was wrong", "never", "never was", "misspoke", "my", "mistake",
    "bad", "scratch that", "i was wrong", "haven't", "not yet", " ", ", ", ".", "!", "\n", "ſ", "\u212a", "İ",
    "改成", "改为", "换成", "迁移到", "迁至", "不用了", "不再", "不用", "Java", "了", "搬到", "搬家到", "改用", "转用", "现在用",
    "现在住", "已经不", "转到", "切换到", "换到", "跳槽到", "升级到", "说错了", "我是说", "我的意思是", "更正", "纠正", "搞错了",
    "其实是", "记错了", "没有", "未", "不会", "不打算", "我", "Go",
    # policy 2026.12-15's words
    "pushed", "bumped", "rescheduled", "ported", "finished", "done", "went", "gone", "traded", " in ", " for ", "got",
    "came", "back", "promoted", "closed", "opened", " and ", "as of", "this week", " on", "no more", "than", "mixed",
    " up", "brain fart", "misremembered", "autocorrect", "auto-correct", "misspelt", "not right", "typo", "wrote",
    " wrong", "I've", "the team", "my phone", "调到", "改到", "换了", "转回", "记混", "以后都",
    # policy 2026.12-16's words
    " -> ", "→", "=>", "sold", "bought", "corrected me", "note", " was ", "fixing my earlier note", "transcription error",
    "mis-transcribed", "had it wrong", "User", "User's sister", "入职", "换掉", "转写出错", "听错了", "ß",
    # policy 2026.12-17's words
    "always been", "never a", "mixup", "mix-up", "profile", " is wrong", "记反了", "表哥", "🎉",
    # policy 2026.12-35's words
    "joined", "I've joined", "news: ", "share that ",
]
statements = st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=3)), max_size=8).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.none(), statements))
@example("switched://switched")  # (found by hypothesis: a URL is blanked by both)
def test_cue_of_answers_as_without_the_prefilter(statement: str | None) -> None:
    assert cue_of(statement) == old_cue_of(statement)


def test_every_listed_cue_still_matches() -> None:
    for cue in (*CHANGE_CUES, *CORRECTION_CUES):
        assert _CHANGE.pattern and _CORRECTION.pattern and cue  # the lists the prefilter was derived from
    for s in ["I switched to Go", "we no longer use Java", "sorry, I meant Rust", "我改用 Go 了", "其实是北京",
              "MY BAD, it is Paris", "we've since migrated", "I don't use it anymore"]:
        assert cue_of(s) == old_cue_of(s) and cue_of(s) is not None


ascii_statements = st.lists(st.one_of(st.sampled_from([w for w in WORDS if w.isascii()]),
                                      st.text(alphabet=st.characters(max_codepoint=127), max_size=3)),
                            max_size=8).map("".join)


@settings(max_examples=200, deadline=None)
@given(ascii_statements)
def test_ascii_statements_take_the_lowered_path_and_answer_the_same(statement: str) -> None:
    assert cue_of(statement) == old_cue_of(statement)
    assert cue_of(statement.upper()) == old_cue_of(statement.upper())


def test_every_cue_is_written_in_lowercase() -> None:
    """The ASCII fast path searches lowered statements case-sensitively: a cue with a capital would never match."""
    import re

    from ledger.clauses import NEGATED
    from ledger.cues import _NEEDED

    for pattern in (*CHANGE_CUES, *CORRECTION_CUES, NEGATED.pattern, _NEEDED.pattern):
        letters = re.sub(r"\\[A-Za-z]", "", pattern)  # escapes such as \b, \s
        assert letters == letters.lower(), pattern
