"""Review 30's endings, read as general rules (`ledger.endings`, `ledger.assertion.other_opens`): each rule with the
look-alikes that keep their old reading. An ending wanted but not made, or taken back in its sentence, ends nothing; a
job or a place left in everyday words ends it, but not someone else's leaving, a plan, or a thing left somewhere; "I
used to X" ends X unless the message says it still holds; someone named by a name, a bare family word or a role is not
the speaker (DOMAIN 1 / 2: an ending needs the subject's value to stop holding; "keeping is harmless, deleting is
harmful")."""

from __future__ import annotations

import pytest
from one_fact import decided

from ledger.assertion import other_opens


@pytest.mark.parametrize(("value", "statement"), [
    # what the new readings end
    ("Acme", "I resigned from Acme"),
    ("Acme", "I got laid off at Acme"),
    ("Acme", "Acme sacked me yesterday"),
    ("Acme", "Today was my last day at Acme"),
    ("Lisbon", "We moved out of Lisbon in March"),
    ("Twitter", "I deleted my Twitter"),
    ("Acme", "I quit Acme because I wanted to"),
    ("Netflix", "I cancelled Netflix and signed up for Disney+"),
    ("腾讯", "我已经离开腾讯三年了"),
    ("唯品会", "我已经从唯品会离职了，在家准备考公"),
    ("上海", "我搬出上海了"),
    ("咖啡", "我戒咖啡了"),
    ("抖音", "抖音不刷啦"),
    ("Berlin", "We used to live in Berlin"),
    ("深圳", "以前在深圳工作"),
])
def test_an_ending_said_in_everyday_words_ends_the_value(value: str, statement: str) -> None:
    assert decided(value, value, statement) == "invalidated"


@pytest.mark.parametrize(("value", "statement"), [
    # a thing left, or the value beside the verb without being what was left
    ("Acme", "I left my keys at Acme"),
    ("Acme", "I resigned from the Acme book club"),
    ("Lisbon", "I moved out of my flat in Lisbon"),
    ("Twitter", "I deleted my Twitter password from my notes"),
    ("Acme", "Acme let me go home early"),
    # someone else's leaving
    ("Acme", "my sister resigned from Acme"),
    ("Acme", "Acme laid off my brother"),
    ("Acme", "Priya retired from Acme in May"),
    ("coffee", "Grandma finally gave up coffee"),
    ("Acme", "Our CEO left Acme"),
    ("腾讯", "我老公被腾讯裁了"),
    ("腾讯", "老李从腾讯离职了"),
    ("Acme", "My wife used to work at Acme"),
    # not made, not yet, or taken back
    ("Acme", "My last day at Acme is Friday"),
    ("Acme", "I was ready to quit Acme but stayed"),
    ("coffee", "I keep wanting to quit coffee"),
    ("Acme", "Acme fired me and hired me back a week later"),
    ("Spotify", "I cancelled Spotify then reactivated it"),
    ("咖啡", "我差点戒了咖啡"),
    ("上海", "我离开上海去出差了"),
    ("腾讯", "我刚从腾讯出来了"),
    ("钢琴", "钢琴今天不弹了"),
    # "used to" of a feeling, of what was not done, or of what still holds
    ("Java", "I used to hate Java"),
    ("Lisbon", "I'm used to Lisbon"),
    ("Lisbon", "I got used to living in Lisbon"),
    ("coffee", "I never used to drink coffee"),
    ("Acme", "I used to eat lunch near Acme"),
    ("Lisbon", "I used to live in Lisbon and I still do"),
    ("coffee", "I used to drink coffee, now more than ever"),
    ("Lisbon", "I used to live in Lisbon, then I moved back there"),
    ("深圳", "以前在深圳，现在还在深圳"),
    ("上海", "我以前住在上海，现在也住在上海"),
    # the ring is no habit given up
    ("戒指", "我的戒指找到了"),
])
def test_a_look_alike_ends_nothing(value: str, statement: str) -> None:
    assert decided(value, value, statement) != "invalidated"


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Berlin", "Ana Silva moved to Berlin last year"),
    ("Lisbon", "Berlin", "Grandpa relocated to Berlin"),
    ("上海", "杭州", "老李搬到杭州了"),
    ("阿里", "腾讯", "王总跳槽去腾讯了"),
])
def test_someone_named_who_moved_is_not_the_speaker(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) not in ("superseded", "invalidated")


@pytest.mark.parametrize(("old", "new", "statement"), [
    ("Lisbon", "Berlin", "Finally moved to Berlin"),
    ("Lisbon", "Berlin", "Ana and I moved to Berlin"),
    ("Lisbon", "Berlin", "Officially moved to Berlin"),
    ("Java", "Go", "Backend switched to Go"),  # (a capitalised word before "switched to": as often a system)
    ("Google", "Google", "Ho lasciato Google"),  # (glossed "Ho left Google": the speaker's Italian)
])
def test_the_speaker_or_a_system_still_changes(old: str, new: str, statement: str) -> None:
    assert decided(old, new, statement) in ("superseded", "invalidated")


@pytest.mark.parametrize(("head", "other"), [
    ("Ana ", True), ("Mum finally ", True), ("our CTO ", True), ("小王", True), ("王总", True),
    ("I ", False), ("We ", False), ("Finally ", False), ("Today ", False), ("User ", False), ("我", False), ("", False),
    ("Ana and I ", False),
])
def test_other_opens(head: str, other: bool) -> None:
    assert other_opens(head) is other
