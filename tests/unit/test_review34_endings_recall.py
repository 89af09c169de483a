"""Review 34: regressions of policy 2026.12-43's endings (`ledger/endings.py` `_USED_TO_PART` / `_elsewhere` /
`_WITH_THEN` / `_EVERYWHERE`, `ledger/gloss.py` `_taken_back` / `_CANCELLED_DE`) and recall's topic words
(`projections/recall.py`: position / rank / earn / certified / charity shop / ward / 所在部门, TOPIC_READ_CHARS).

Endings: the statement restates the held value (`decided(v, v, …)`): "reinforced" keeps it, "invalidated" ends it.
Every case failed on 2026.12-43 (139b4ae; all pass on -44) and passes on 2026.12-42 (2ff4318). DOMAIN 2: a value that still holds is not
ended (deleting is harmful); DOMAIN 5: relevance finds the facts a question is about, and only those.
"""

from __future__ import annotations

import pytest
from one_fact import decided, view

from projections.recall import lexical_relevance


class TestAPartOfTheCityLeftForAnotherPartEndsTheCity:
    """REGRESSION against -42 (-41 lacked the part-of-the-city rule): -43's `_elsewhere` takes any capitalised place after
    "moved to" / "live in" as another city, but Benfica, Scarborough, Brooklyn, Hackney are parts of the held city.
    DOMAIN 2: the city still holds. Expected: reinforced."""

    @pytest.mark.parametrize(("value", "statement"), [
        ("Lisbon", "I moved out of Lisbon's city centre and now live in Benfica"),
        ("London", "I moved out of London's city centre to Hackney"),
    ])
    def test_reinforced(self, value: str, statement: str) -> None:
        assert decided(value, value, statement) == "reinforced"


class TestUsedToWithACapitalisedWordEndsTheValue:
    """REGRESSION against -42 (-41 too for the last): -43 reads a capital after "used to X with" as a person ("with
    Sam"), but Baileys is what went in the coffee; and a now-clause "in Marketing" as another place of work, though
    Marketing is a department in the same city. DOMAIN 2: only the manner changed; the value holds. Expected:
    reinforced."""

    @pytest.mark.parametrize(("value", "statement"), [
        ("coffee", "I used to drink coffee with Baileys."),
        ("coffee", "I used to take my coffee with Baileys"),
        ("Lisbon", "I used to work in Lisbon on nights, now I'm in Marketing"),
    ])
    def test_reinforced(self, value: str, statement: str) -> None:
        assert decided(value, value, statement) == "reinforced"


class TestAnAppDeletedFromTwoDevicesButStillUsedIsEnded:
    """REGRESSION against -42 and -41 (both reinforced): -43's `_EVERYWHERE` reads "from my phone and my iPad" as
    everywhere, and the "still use it on my laptop" after it is no longer read (`_ANOTHER_WAY` only for "… app").
    DOMAIN 2: the service is still used. Expected: reinforced."""

    @pytest.mark.parametrize(("value", "statement"), [
        ("Instagram", "I deleted Instagram from my phone and my iPad but still use it on my laptop"),
        ("TikTok", "I deleted TikTok from my phone and tablet, I only check it on my computer now"),
    ])
    def test_reinforced(self, value: str, statement: str) -> None:
        assert decided(value, value, statement) == "reinforced"


class TestACancellationTakenBackInAnotherLanguageEndsTheService:
    """REGRESSION against -42 (-41 too for the Spanish and Portuguese): -43's `_taken_back` treats "volví a <verb>" as
    going back to another brand unless the verb is in `_RESUBSCRIBED` (darme de alta, tener, caer, ter are not), and
    "wieder <word>" as not taken back (wieder Kunde, wieder abgeschlossen); `_CANCELLED_DE` reads "fast / beinahe
    gekündigt" (almost cancelled) as cancelled. DOMAIN 2: the subscription still holds. Expected: reinforced."""

    @pytest.mark.parametrize(("value", "statement"), [
        ("Netflix", "Cancelé Netflix pero volví a darme de alta"),
        ("Netflix", "Cancelé Netflix pero a la semana volví a tener"),
        ("Netflix", "Cancelé Netflix pero volví a caer"),
        ("Netflix", "Cancelei a Netflix mas voltei a ter"),
        ("Netflix", "Ich habe Netflix fast gekündigt"),
        ("Netflix", "Ich habe Netflix beinahe gekündigt"),
        ("Netflix", "Ich habe Netflix gekündigt und bin jetzt wieder Kunde"),
        ("Netflix", "Ich habe Netflix gekündigt, aber nach einer Woche wieder abgeschlossen"),
    ])
    def test_reinforced(self, value: str, statement: str) -> None:
        assert decided(value, value, statement) == "reinforced"


_POOL = [
    view("home", "home.city", "Lisbon", "I live in Lisbon"),
    view("title", "work.title", "staff engineer", "I'm a staff engineer"),
    view("unit", "work.unit", "Cardiac Unit", "I work on the Cardiac Unit"),
    view("unit_zh", "work.unit", "心内科", "我在心内科上班"),
    view("salary", "work.salary", "60k", "My salary is 60k"),
    view("cert", "work.qualification", "PRINCE2", "I have a PRINCE2 qualification"),
    view("vol", "volunteering", "food bank", "I volunteer at the food bank"),
]


class TestAWidenedTopicWordPullsAnUnrelatedFact:
    """REGRESSION against -42 (-41 had not narrowed these words): -43 widened recall's topic words for review 33, and
    now a view held in a debate, a place in a spelling bee or a game's rank pull the job title, money from an Etsy shop
    or tutoring the salary, a certified translator or certified mail the qualification, a charity shop bought from the
    volunteering, a ward visited or a husband's department the speaker's unit. DOMAIN 5: relevance is of what the
    question is about. Expected: score 0."""

    @pytest.mark.parametrize(("query", "unwanted"), [
        ("What was my position in that debate?", "title"),
        ("What was my position in the spelling bee?", "title"),
        ("What's my position in the exam results?", "title"),
        ("What rank do I have in Fortnite?", "title"),
        ("What rank did I have in the chess tournament?", "title"),
        ("How much do I earn from my Etsy shop?", "salary"),
        ("How much did I earn on eBay?", "salary"),
        ("How much do I earn by tutoring on weekends?", "salary"),
        ("Which certified translator did I use?", "cert"),
        ("What certified mail have I received?", "cert"),
        ("Is the charity shop I donated my sofa to open today?", "vol"),
        ("Where is the charity shop we bought the lamp from?", "vol"),
        ("Which ward are we visiting grandma on?", "unit"),
        ("我老公所在部门是？", "unit_zh"),
    ])
    def test_not_pulled(self, query: str, unwanted: str) -> None:
        assert lexical_relevance(query, _POOL).get(unwanted, 0) == 0


_PASTED = ("Minutes of the parish meeting. Item one: the hedges along the lane were trimmed and the bins were emptied on "
           "schedule. Item two: the village fete raised funds for the roof of the hall. ") * 30  # ~4,900 characters


class TestAQuestionAfterAPastedDocumentLosesItsTopic:
    """REGRESSION against -42 and -41 (both found it): -43 reads topic words only in a question's first 4,000
    characters, but the usual long question is a pasted document with the question at its end ("…notes… How much do I
    earn?"). DOMAIN 5 / 7: recall finds the fact the question asks for. Expected: score > 0."""

    @pytest.mark.parametrize(("question", "wanted"), [
        ("How much do I earn?", "salary"),
        ("What ward am I on?", "unit"),
    ])
    def test_found(self, question: str, wanted: str) -> None:
        assert lexical_relevance(_PASTED + " " + question, _POOL).get(wanted, 0) > 0


@pytest.mark.parametrize(("value", "statement", "expected"), [
    # a small part of the city left for a named place, kept; the whole city left, ended
    ("Lisbon", "I moved out of Lisbon's old town and now live in Benfica", "reinforced"),
    ("London", "I moved out of London city to Leeds", "invalidated"),
    # a brand in a drink, kept; a person named after another used-to verb, ended; another city in the now-clause, ended
    ("tea", "I used to drink tea with Splenda", "reinforced"),
    ("football", "I used to play football with Sam.", "invalidated"),
    ("Lisbon", "I used to work in Lisbon on nights, now I'm in Porto", "invalidated"),
    # deleted from two devices, nothing still used: ended
    ("Instagram", "I deleted Instagram from my phone and my iPad and I feel great", "invalidated"),
    ("TikTok", "I deleted TikTok from my phone and tablet, best decision ever", "invalidated"),
    # a return to something else, an object after "tener", a cancellation after "fast <time>": ended
    ("Netflix", "Cancelé Netflix y volví a tener tiempo libre", "invalidated"),
    ("Netflix", "Ich habe Netflix nach fast zwei Jahren gekündigt", "invalidated"),
    ("Netflix", "Ich habe Netflix gekündigt und schaue wieder normales Fernsehen", "invalidated"),
])
def test_guard_fixd_endings(value: str, statement: str, expected: str) -> None:
    assert decided(value, value, statement) == expected


@pytest.mark.parametrize(("old", "new", "statement", "expected"), [
    ("Roma", "Milano", "Mi hanno spostato a Milano per tre anni", "superseded"),
    ("Roma", "Milano", "Mi hanno trasferito a Milano per lavoro", "superseded"),
    ("Roma", "Milano", "Mi sono trasferito a Milano per qualche giorno", "conflict"),
])
def test_guard_fixd_italian_spell(old: str, new: str, statement: str, expected: str) -> None:
    assert decided(old, new, statement) == expected


# == guards (fixE): the narrowed topic words still read the speaker's own post, pay, training, charity work and ward; a
# question at either end of a long paste is read --------------------------------------------------------------------


@pytest.mark.parametrize(("query", "wanted", "found"), [
    ("What's my position in the company?", "title", True),  # a post in a workplace
    ("What rank did I hold in the police?", "title", True),
    ("What rank do I have in the league?", "title", False),  # a place in a contest
    ("How much do I earn from my day job?", "salary", True),
    ("How much did I earn from Acme in 2023?", "salary", True),
    ("How much do I earn on Vinted?", "salary", False),  # a site sold on
    ("Which certified training have I done?", "cert", True),
    ("Which certified plumber did I call?", "cert", False),  # one certified for the speaker
    ("Where's the charity shop I work at on Saturdays?", "vol", True),
    ("Which ward am I working on this week?", "unit", True),
    ("Which ward do we visit Dad on?", "unit", False),
    ("我们目前所在部门是？", "unit_zh", True),
    ("她所属部门是什么？", "unit_zh", False),  # another's department
])
def test_guard_fixe_topic_words_of_the_speaker(query: str, wanted: str, found: bool) -> None:
    assert (lexical_relevance(query, _POOL).get(wanted, 0) > 0) is found


def test_guard_fixe_a_long_paste_is_read_at_both_ends() -> None:
    """The question at the end of a 60 KB paste, or at its start, adds its topic's words; none read in its middle."""
    long_paste = _PASTED * 12
    assert lexical_relevance(long_paste + " How much do I earn?", _POOL).get("salary", 0) > 0
    assert lexical_relevance("What ward am I on? " + long_paste, _POOL).get("unit", 0) > 0
    middle = _PASTED * 2 + " How much do I earn? " + _PASTED * 2
    assert lexical_relevance(middle, _POOL).get("salary", 0) == 0
