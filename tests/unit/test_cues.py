"""Cue words (DOMAIN.md §2): what tells a change or a correction apart from a contradiction."""

from __future__ import annotations

import pytest

from ledger.cues import cue_of

CHANGE = [
    "We switched to Go",
    "we actually switched to Go",  # an adverb before the verb: still a change
    "I have fully migrated to Go",
    "我打算搬到柏林了吗？不，已经搬到柏林了",
    "we switched over to Go",
    "We switched from Java to Go last year",
    "I moved to Lyon",
    "we moved from Berlin to Lyon",
    "We migrated to PostgreSQL",
    "we migrated from MySQL to PostgreSQL",
    "I no longer eat meat",
    "I don't use Java anymore",
    "I don't drink coffee any more.",
    "The team now uses Go",
    "Now I use Go",
    "I've since switched",
    "We upgraded to Java 21",
    "我们改成 Go 了",
    "后端换成 Go 了",
    "服务迁到阿里云了",
    "数据库迁移到 PostgreSQL",
    "Java 不用了",
    "我不用 Java 了",
    "我搬到上海了",
    "我们改用 Rust",
    "我现在用 Go",
    "我已经不吃肉了",
    "我不再喝咖啡",
    "我跳槽到字节了",
]
CORRECTION = [
    "Sorry, I meant architect",
    "sorry I meant architect, never backend",
    "I meant Lyon",
    "Actually, it's Lyon",
    "Correction: Lyon",
    "I misspoke, it's Lyon",
    "my mistake, Lyon",
    "scratch that, Lyon",
    "说错了，是架构师",
    "我是说架构师",
    "我的意思是里昂",
    "更正一下：里昂",
    "刚才口误，是里昂",
    "写错了，应该是里昂",
]
NEITHER = [
    None,
    # a negation with adverbs before the change verb is no change (found in review: these
    # superseded Java by Go, the opposite of what was said)
    "we haven't actually switched to Go",
    "We never actually migrated to Go",
    "I have not yet fully migrated to Go",
    "我没有打算搬到柏林",
    "我还没有真正搬到柏林",
    "我没有要搬到柏林",
    "",
    "I use Java",
    "I live in Paris",
    "I hate static typing",
    "Do you have any more questions?",
    "I haven't switched to Go",
    "We have not yet migrated to Go",
    "I never moved to Berlin",
    "我用 Java",
    "我住在巴黎",
    "我们还没迁到 Go",
    "我没有搬到上海",
    "我不会换成 Go",
    # plans, hypotheticals and questions: nothing has changed yet (review 6)
    # plans and intentions: nothing has moved yet
    "我打算明年搬到上海",
    "我准备换成 Go",
    "我想搬到上海",
    "我们计划迁到 Go",
    "我在考虑搬到上海",
    "我们可能迁到 Go",
    "我们下个月迁到 Go",
    # hypotheticals
    "如果换成 Go 会怎样",
    "要是搬到上海就好了",
    "If we moved to Go, would it be faster?",
    "if I switched to Go I would miss generics",
    "What if we migrated to Go",
    "We should have migrated to Go",
    # questions
    "Have you switched to Go?",
    "Do you use Java anymore?",
    "我们会迁到 Go 吗？",
    "要不要换成 Go？",
    "你搬到上海了吗",
]


@pytest.mark.parametrize("statement", CHANGE)
def test_change_wording_is_a_change_cue(statement: str) -> None:
    assert cue_of(statement) == "change"


@pytest.mark.parametrize("statement", CORRECTION)
def test_correction_wording_is_a_correction_cue(statement: str) -> None:
    assert cue_of(statement) == "correction"


@pytest.mark.parametrize("statement", NEITHER)
def test_plain_or_negated_statements_carry_no_cue(statement: str | None) -> None:
    assert cue_of(statement) is None


@pytest.mark.parametrize("statement", ["Sorry, I meant we switched to Go", "说错了，我们是换成 Go 了"])
def test_a_correction_cue_wins_over_a_change_cue_in_the_same_statement(statement: str) -> None:
    assert cue_of(statement) == "correction"


def test_cues_ignore_letter_case() -> None:
    assert cue_of("WE MIGRATED TO GO") == "change"
    assert cue_of("SORRY, I MEANT GO") == "correction"


def test_a_negated_cue_does_not_hide_a_later_real_one() -> None:
    assert cue_of("I haven't switched to Rust, but we moved to Go") == "change"
