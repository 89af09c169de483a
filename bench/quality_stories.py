"""Multi-step labelled stories for memledger's quality benchmark.

How this file was written (2026-12-02): BLIND. The labels were derived only from
../shared/DOMAIN.md (sections 2 and 3 above all), the Chinese source documents
../shared/seeds/*.txt, and, in README.md, the command API section and the list of
decisions. No code, test or benchmark of the product was read, and the product was not
run: every `expect`, `final`, `as_of` and `believed` below is what those rules say, not
what the implementation does. Where the rules allow two readings of a decision, the
step lists the other one in `accept` and the story's `why` says why; stories whose
outcome the rules do not settle were left out.

Format
------
SEQUENCES: list[dict], one story per dict, each on ONE slot (one subject, scope
"global", context {}, one key):

    id           unique, "en-story-NN" / "zh-story-NN"
    lang         "en" or "zh"
    key, kind, cardinality   the slot's key, the kind and the cardinality every step sends
    steps        list of Remember commands, in order:
        day          days after 2026-01-01 (day 0); the clock is set to that day's noon UTC
        value, statement
        valid_from   optional "YYYY-MM-DD" (midnight UTC): when the value starts holding in
                     the world; otherwise the step's own time
        source       optional, default "user_stated"
        relation     optional explicit relation from the caller (change, correction,
                     supplement, refinement); it outranks wording
        allow_external  optional bool
        expect       the decision the step's Remember gets
        accept       optional other decisions, only where DOMAIN allows two readings
    final        values whose facts are ACTIVE one day after the last step (not pending,
                 conflicted, superseded, corrected or ended); order does not matter
    as_of        optional [{"date", "values"}]: values that held in the world that day as
                 the ledger knows now (valid time; active or since superseded/ended counts,
                 a corrected value never held, pending/conflicted values do not count)
    believed     optional [{"day", "values"}]: values the ledger held ACTIVE one hour after
                 that day's noon (transaction time: what an agent was told then)
    why          the rule the labels come from

No `as_of` date falls on a step's date or on a `valid_from` date, so a reading at
midnight or at noon of that date gives the same answer.
"""

SEQUENCES: list[dict] = [
    # ------------------------------------------------------------------ English
    {
        "id": "en-story-01", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Leeds", "statement": "I live in Leeds.", "expect": "added"},
            {"day": 75, "value": "Manchester", "statement": "Big news: we moved to Manchester this week!",
             "expect": "superseded"},
            {"day": 120, "value": "Manchester", "statement": "I live in Manchester now, near Piccadilly station.",
             "expect": "reinforced"},
        ],
        "final": ["Manchester"],
        "as_of": [{"date": "2026-02-15", "values": ["Leeds"]}, {"date": "2026-04-15", "values": ["Manchester"]}],
        "believed": [{"day": 60, "values": ["Leeds"]}, {"day": 75, "values": ["Manchester"]}],
        "why": "change then repeat (DOMAIN 2): 'moved to' is a change cue, the old city's valid time ends at the "
               "move and history is kept; saying the new city again is the same value, so NOOP/reinforce "
               "even though 'now' is there (same value is checked before cues).",
    },
    {
        "id": "en-story-02", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Berlin", "statement": "I live in Berlin", "expect": "added"},
            {"day": 100, "value": "Berlin", "statement": "My brother no longer lives in Berlin, he went back to Kiel.",
             "expect": "rejected"},
            {"day": 160, "value": "Munich", "statement": "I moved to Munich on 1 May, forgot to tell you.",
             "valid_from": "2026-05-01", "expect": "superseded"},
        ],
        "final": ["Munich"],
        "as_of": [{"date": "2026-04-01", "values": ["Berlin"]}, {"date": "2026-05-15", "values": ["Munich"]}],
        "believed": [{"day": 100, "values": ["Berlin"]}, {"day": 140, "values": ["Berlin"]},
                     {"day": 160, "values": ["Munich"]}],
        "why": "late-arriving move (DOMAIN 3, the 10 June / 1 May example): valid_from 1 May, recorded 10 June; "
               "as known now Munich held on 15 May, but on day 140 the ledger still believed Berlin. The "
               "brother's leaving names Berlin without asserting anything about the user (README: left by "
               "someone else -> rejected, value_not_asserted) and changes nothing.",
    },
    {
        "id": "en-story-03", "lang": "en", "key": "job.title", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "data analyst", "statement": "I work as a data analyst at a logistics company.",
             "expect": "added"},
            {"day": 200, "value": "product manager",
             "statement": "Oh, I switched to a product manager role on 1 June.",
             "valid_from": "2026-06-01", "expect": "superseded"},
        ],
        "final": ["product manager"],
        "as_of": [{"date": "2026-05-01", "values": ["data analyst"]},
                  {"date": "2026-06-15", "values": ["product manager"]}],
        "believed": [{"day": 180, "values": ["data analyst"]}, {"day": 200, "values": ["product manager"]}],
        "why": "late-arriving job change (DOMAIN 3): 'switched to' is a change cue; valid time starts 1 June, "
               "transaction time day 200 (20 July). On day 180 (30 June) the new role already held in the "
               "world but the ledger did not know it yet, so 'believed' is still the old title.",
    },
    {
        "id": "en-story-04", "lang": "en", "key": "job.title", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "backend engineer", "statement": "I'm a backend engineer.", "expect": "added"},
            {"day": 30, "value": "architect",
             "statement": "Sorry, I meant architect. I was never a backend engineer.",
             "source": "user_corrected", "expect": "corrected"},
        ],
        "final": ["architect"],
        "as_of": [{"date": "2026-01-15", "values": ["architect"]}],
        "believed": [{"day": 10, "values": ["backend engineer"]}, {"day": 30, "values": ["architect"]}],
        "why": "correction, not change (DOMAIN 2): 'sorry, I meant' makes the old record never true; it is "
               "expired in transaction time and the new value takes the same valid time. So as known now the "
               "title on 15 January was architect, while on day 10 the ledger believed backend engineer.",
    },
    {
        "id": "en-story-05", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Hamburg", "statement": "I'm based in Hamburg.", "expect": "added"},
            {"day": 60, "value": "Cologne", "statement": "We've just moved to Cologne.", "expect": "superseded"},
            {"day": 75, "value": "Bonn", "statement": "Sorry, I meant Bonn, not Cologne. We live in Bonn.",
             "expect": "corrected"},
        ],
        "final": ["Bonn"],
        "as_of": [{"date": "2026-02-15", "values": ["Hamburg"]}, {"date": "2026-03-10", "values": ["Bonn"]}],
        "believed": [{"day": 40, "values": ["Hamburg"]}, {"day": 70, "values": ["Cologne"]},
                     {"day": 75, "values": ["Bonn"]}],
        "why": "correction after a change: the move (change cue) ends Hamburg on day 60; the correction hits the "
               "active value Cologne, which never held, and Bonn takes Cologne's valid time (from day 60). "
               "Hamburg's history is untouched; Cologne is only visible in what was believed on day 70.",
    },
    {
        "id": "en-story-06", "lang": "en", "key": "stack.database", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "PostgreSQL", "statement": "Our main database is PostgreSQL.", "expect": "added"},
            {"day": 100, "value": "MySQL", "statement": "We migrated to MySQL on 1 March.",
             "valid_from": "2026-03-01", "expect": "superseded"},
            {"day": 110, "value": "MariaDB", "statement": "Sorry, I meant MariaDB, not MySQL.",
             "expect": "corrected"},
        ],
        "final": ["MariaDB"],
        "as_of": [{"date": "2026-02-01", "values": ["PostgreSQL"]}, {"date": "2026-03-15", "values": ["MariaDB"]}],
        "believed": [{"day": 80, "values": ["PostgreSQL"]}, {"day": 105, "values": ["MySQL"]},
                     {"day": 110, "values": ["MariaDB"]}],
        "why": "late change then correction (DOMAIN 2+3): the migration is late news valid from 1 March; the "
               "correction makes MySQL never true and gives MariaDB the same valid time (from 1 March). "
               "MySQL disappears from as_of but stays in what was believed on day 105; on day 80 the "
               "ledger did not yet know of any migration.",
    },
    {
        "id": "en-story-07", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Java", "statement": "I code in Java.", "expect": "added"},
            {"day": 20, "value": "Java 21 + Spring Boot 3", "statement": "To be precise: Java 21 with Spring Boot 3.",
             "expect": "refined"},
            {"day": 100, "value": "Kotlin", "statement": "We migrated to Kotlin last sprint.", "expect": "superseded"},
        ],
        "final": ["Kotlin"],
        "as_of": [{"date": "2026-03-01", "values": ["Java 21 + Spring Boot 3"]},
                  {"date": "2026-05-01", "values": ["Kotlin"]}],
        "believed": [{"day": 10, "values": ["Java"]}, {"day": 50, "values": ["Java 21 + Spring Boot 3"]}],
        "why": "refinement then change (DOMAIN 2, seed 000's own example): the more specific value supersedes "
               "the general one (refined); 'migrated to' then supersedes the refined value. No as_of date is "
               "put between day 0 and day 20, where the rules do not say whether the refined value takes "
               "over the general one's valid time.",
    },
    {
        "id": "en-story-08", "lang": "en", "key": "languages.spoken", "kind": "profile", "cardinality": "many",
        "steps": [
            {"day": 0, "value": "English", "statement": "I speak English.", "expect": "added"},
            {"day": 20, "value": "Spanish", "statement": "I also speak Spanish, I grew up in Valencia.",
             "expect": "added"},
            {"day": 50, "value": "Portuguese",
             "statement": "I've been learning Portuguese and can hold a conversation in it.", "expect": "added"},
            {"day": 80, "value": "English", "statement": "English is what I speak at work.", "expect": "reinforced"},
        ],
        "final": ["English", "Spanish", "Portuguese"],
        "as_of": [{"date": "2026-02-01", "values": ["English", "Spanish"]},
                  {"date": "2026-04-01", "values": ["English", "Spanish", "Portuguese"]}],
        "believed": [{"day": 30, "values": ["English", "Spanish"]}],
        "why": "supplement on a many key (DOMAIN 2, seed 002): each new language is added and all stay active; "
               "recording a second value as a change would silently drop the first. Repeating English "
               "reinforces it.",
    },
    {
        "id": "en-story-09", "lang": "en", "key": "stack.tools", "kind": "preference", "cardinality": "many",
        "steps": [
            {"day": 0, "value": "Docker", "statement": "I use Docker for local development.", "expect": "added"},
            {"day": 15, "value": "Terraform", "statement": "I also use Terraform for our infra.", "expect": "added"},
            {"day": 60, "value": "Jenkins", "statement": "I don't use Jenkins anymore, thank god.",
             "expect": "rejected"},
            {"day": 120, "value": "Docker", "statement": "I don't use Docker anymore.", "expect": "invalidated"},
        ],
        "final": ["Terraform"],
        "as_of": [{"date": "2026-03-01", "values": ["Docker", "Terraform"]},
                  {"date": "2026-06-01", "values": ["Terraform"]}],
        "believed": [{"day": 100, "values": ["Docker", "Terraform"]}, {"day": 120, "values": ["Terraform"]}],
        "why": "many key growing, then one value ending: 'I don't use X anymore' ends X where the statement "
               "starts (README: invalidated, ended_cue), history kept, the other tool untouched. Ending a value "
               "never recorded (Jenkins) has nothing to end: rejected (nothing_to_end).",
    },
    {
        "id": "en-story-10", "lang": "en", "key": "health.allergy", "kind": "safety", "cardinality": "many",
        "steps": [
            {"day": 0, "value": "peanuts", "statement": "I'm allergic to peanuts.", "expect": "added"},
            {"day": 40, "value": "shellfish", "statement": "I'm also allergic to shellfish.", "expect": "added"},
            {"day": 200, "value": "shellfish", "statement": "I'm no longer allergic to shellfish, I grew out of it.",
             "expect": "rejected"},
        ],
        "final": ["peanuts", "shellfish"],
        "as_of": [{"date": "2026-03-01", "values": ["peanuts", "shellfish"]},
                  {"date": "2026-08-01", "values": ["peanuts", "shellfish"]}],
        "believed": [{"day": 30, "values": ["peanuts"]}],
        "why": "a second allergy is a supplement, never a change (seed 002). A safety fact is never ended by a "
               "statement alone: only the user's own Invalidate ends it (README: rejected, "
               "safety_needs_confirmation), so both allergies still hold.",
    },
    {
        "id": "en-story-11", "lang": "en", "key": "health.anticoagulant", "kind": "safety", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "warfarin", "statement": "I take warfarin for my heart.", "expect": "added"},
            {"day": 70, "value": "apixaban", "statement": "I switched to apixaban last month.", "expect": "conflict"},
        ],
        "final": [],
        "believed": [{"day": 50, "values": ["warfarin"]}, {"day": 70, "values": []}],
        "why": "safety facts are never replaced by cue words alone and high-risk kinds are never merged "
               "automatically (DOMAIN 4, README). Without the cue taking effect, a different value on a one "
               "key is a clash: both kept and flagged as a conflict pending the user, so neither is active.",
    },
    {
        "id": "en-story-12", "lang": "en", "key": "drink.morning", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "coffee", "statement": "I start every day with a coffee.", "expect": "added"},
            {"day": 100, "value": "coffee", "statement": "I no longer drink coffee, I stopped on 1 March.",
             "valid_from": "2026-03-01", "expect": "invalidated"},
            {"day": 110, "value": "coffee", "statement": "Like I said, I no longer drink coffee.",
             "expect": "reinforced"},
            {"day": 130, "value": "green tea", "statement": "I have green tea in the mornings.", "expect": "added"},
        ],
        "final": ["green tea"],
        "as_of": [{"date": "2026-02-01", "values": ["coffee"]}, {"date": "2026-03-15", "values": []},
                  {"date": "2026-06-01", "values": ["green tea"]}],
        "believed": [{"day": 90, "values": ["coffee"]}, {"day": 100, "values": []}, {"day": 120, "values": []}],
        "why": "ending statement (README: invalidated, ended_cue): coffee ends where the statement starts, here "
               "1 March, told on day 100, so the ledger still believed coffee on day 90. Said again after the "
               "end it reinforces the ended fact (already_ended). Green tea then fills an empty slot: added.",
    },
    {
        "id": "en-story-13", "lang": "en", "key": "home.address", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "14 Rue Oberkampf, Paris", "statement": "My address is 14 Rue Oberkampf, Paris.",
             "expect": "added"},
            {"day": 45, "value": "14 Rue Oberkampf, Paris", "statement": "Please forget my address.",
             "expect": "rejected"},
            {"day": 50, "value": "14 Rue Oberkampf, Paris", "statement": "Delete my address from your memory, please.",
             "expect": "rejected"},
        ],
        "final": ["14 Rue Oberkampf, Paris"],
        "as_of": [{"date": "2026-03-01", "values": ["14 Rue Oberkampf, Paris"]}],
        "believed": [{"day": 48, "values": ["14 Rue Oberkampf, Paris"]}],
        "why": "a retraction request is not a fact and not an invalidation (DOMAIN 2: erasure is a separate "
               "command); README: a statement asking to forget is rejected (retraction), never stored or "
               "reinforced, so through Remember alone the address still holds.",
    },
    {
        "id": "en-story-14", "lang": "en", "key": "job.employer", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Acme", "statement": "I work at Acme.", "expect": "added"},
            {"day": 40, "value": "Acme", "statement": "I've been at Acme since March last year, by the way.",
             "valid_from": "2025-03-01", "expect": "reinforced"},
        ],
        "final": ["Acme"],
        "as_of": [{"date": "2025-06-01", "values": ["Acme"]}, {"date": "2026-02-01", "values": ["Acme"]}],
        "believed": [{"day": 20, "values": ["Acme"]}],
        "why": "same value with an earlier start told later: same value -> reinforce (DOMAIN 2), but valid time "
               "is when the fact holds in the world and late news carries its own valid_from (DOMAIN 3), so "
               "as known now Acme already held on 1 June 2025. The transaction-time view on day 20 is unchanged.",
    },
    {
        "id": "en-story-15", "lang": "en", "key": "device.os", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "macOS", "statement": "Uses Cmd shortcuts in every message; probably on a Mac.",
             "source": "inferred", "expect": "pending"},
            {"day": 20, "value": "macOS", "statement": "I'm on a Mac.", "expect": "reinforced",
             "accept": ["added", "confirmed"]},
        ],
        "final": ["macOS"],
        "as_of": [{"date": "2026-02-15", "values": ["macOS"]}],
        "believed": [{"day": 10, "values": []}, {"day": 20, "values": ["macOS"]}],
        "why": "an inferred guess starts pending and is never dressed up as a fact (DOMAIN 4). When the user "
               "then states the same value, the value holds on the user's word. The decision name is open: "
               "the decision order says same value -> reinforce, but the user's statement may equally be "
               "recorded as a new user-stated fact (added) or as confirming the guess; either way it is active.",
    },
    {
        "id": "en-story-16", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Vienna", "statement": "I live in Vienna.", "expect": "added"},
            {"day": 30, "value": "Graz",
             "statement": "The user's recent orders all ship to Graz; they probably moved to Graz.",
             "source": "inferred", "expect": "pending"},
            {"day": 60, "value": "Vienna", "statement": "I still live in Vienna.", "expect": "reinforced"},
        ],
        "final": ["Vienna"],
        "as_of": [{"date": "2026-03-15", "values": ["Vienna"]}],
        "believed": [{"day": 45, "values": ["Vienna"]}],
        "why": "inferred facts start pending and never override a user-stated fact (DOMAIN 4), even when the "
               "guess's wording carries a change cue ('moved to'); the pending guess never counts as held. "
               "The user repeating the city reinforces it.",
    },
    {
        "id": "en-story-17", "lang": "en", "key": "job.employer", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Siemens", "statement": "I work at Siemens in Erlangen.", "expect": "added"},
            {"day": 10, "value": "Bosch", "statement": "Profile page: works at Bosch as a senior engineer.",
             "source": "external", "expect": "rejected"},
            {"day": 12, "value": "Bosch", "statement": "Profile page: works at Bosch as a senior engineer.",
             "source": "external", "allow_external": True, "expect": "pending"},
        ],
        "final": ["Siemens"],
        "believed": [{"day": 15, "values": ["Siemens"]}],
        "why": "external content is the injection channel (DOMAIN 4): not written without an explicit opt-in "
               "(rejected, external_source); with allow_external it is stored but pending, and it never "
               "overrides the user-stated employer.",
    },
    {
        "id": "en-story-18", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Lyon", "statement": "I live in Lyon.", "expect": "added"},
            {"day": 40, "value": "Marseille", "statement": "I live in Marseille, right by the sea.",
             "expect": "conflict"},
            {"day": 45, "value": "Marseille", "statement": "Yes, Marseille is where I live.", "expect": "reinforced"},
            {"day": 50, "value": "Lyon", "statement": "I don't live in Lyon anymore.", "expect": "rejected"},
        ],
        "final": [],
        "believed": [{"day": 20, "values": ["Lyon"]}, {"day": 40, "values": []}, {"day": 50, "values": []}],
        "why": "a clash on a one key with no cue is a conflict, never a silent pick (DOMAIN 2, seed 000). "
               "Through Remember it stays one: saying a side again is new evidence for the conflicted fact "
               "(reinforced; DOMAIN 5 doubles a conflict's weight on recent evidence) and an ending statement "
               "on a conflicted fact is refused (README: ends_unsettled_fact, deny it). Settling it takes "
               "Confirm / Deny / ResolveConflict, which are not Remember steps.",
    },
    {
        "id": "en-story-19", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Dresden", "statement": "I live in Dresden.", "expect": "added"},
            {"day": 130, "value": "Leipzig",
             "statement": "Sorry, I meant to mention: I moved to Leipzig on 15 April.",
             "valid_from": "2026-04-15", "relation": "change", "expect": "superseded"},
        ],
        "final": ["Leipzig"],
        "as_of": [{"date": "2026-04-01", "values": ["Dresden"]}, {"date": "2026-04-20", "values": ["Leipzig"]}],
        "believed": [{"day": 120, "values": ["Dresden"]}, {"day": 130, "values": ["Leipzig"]}],
        "why": "an explicit relation from the caller outranks wording (README): 'Sorry, I meant to mention' "
               "looks like a correction cue, but the caller says change, so Dresden held until 15 April and "
               "stays in as_of; a correction would have erased it from the valid timeline.",
    },
    {
        "id": "en-story-20", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Python", "statement": "We build everything in Python.", "expect": "added"},
            {"day": 20, "value": "Go", "statement": "Should we migrate to Go?", "expect": "rejected"},
            {"day": 25, "value": "Rust", "statement": "If we moved to Rust, would the builds get faster?",
             "expect": "rejected"},
            {"day": 30, "value": "Rust", "statement": "My CTO keeps saying \"we use Rust now\".",
             "expect": "rejected"},
            {"day": 35, "value": "Go", "statement": "Just this once, write the migration script in Go.",
             "expect": "rejected"},
            {"day": 40, "value": "Java", "statement": "I don't use Java.", "expect": "rejected"},
        ],
        "final": ["Python"],
        "believed": [{"day": 40, "values": ["Python"]}],
        "why": "statements that name a value without asserting it change nothing (README: value_not_asserted): "
               "a question, a hypothetical and a quote carry no change even with a cue inside; 'just this "
               "once' in global scope is temporary context (DOMAIN 4: rejected, temporary_outside_task_scope); "
               "a plain negation is not an assertion. Python stays the only value.",
    },
    {
        "id": "en-story-21", "lang": "en", "key": "stack.language", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Ruby", "statement": "Most of my work is in Ruby.", "expect": "added"},
            {"day": 90, "value": "Elixir", "statement": "I no longer use Ruby but Elixir.", "expect": "superseded"},
        ],
        "final": ["Elixir"],
        "as_of": [{"date": "2026-02-01", "values": ["Ruby"]}, {"date": "2026-05-01", "values": ["Elixir"]}],
        "believed": [{"day": 60, "values": ["Ruby"]}],
        "why": "README: in 'I no longer use Java but Go' the ending names Java, not Go; sent with the value "
               "Elixir the statement is no ending of Elixir but a change cue ('no longer') -> superseded, "
               "Ruby's history kept.",
    },
    {
        "id": "en-story-22", "lang": "en", "key": "job.employer", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Nokia", "statement": "I work at Nokia.", "expect": "added"},
            {"day": 60, "value": "Ericsson", "statement": "I switched to Ericsson.", "expect": "superseded"},
            {"day": 90, "value": "Siemens", "statement": "Before Nokia I worked at Siemens, from September 2024.",
             "valid_from": "2024-09-01", "expect": "added"},
        ],
        "final": ["Ericsson"],
        "as_of": [{"date": "2025-06-01", "values": ["Siemens"]}, {"date": "2026-02-01", "values": ["Nokia"]},
                  {"date": "2026-04-15", "values": ["Ericsson"]}],
        "believed": [{"day": 70, "values": ["Ericsson"]}, {"day": 90, "values": ["Ericsson"]}],
        "why": "late news that starts before a value that has since ended (README: added, late_arriving) ends "
               "where that value began: Siemens holds from September 2024 until Nokia starts, so it appears "
               "in the past timeline but is not active now.",
    },
    {
        "id": "en-story-23", "lang": "en", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Oslo", "statement": "I live in Oslo.", "expect": "added"},
            {"day": 100, "value": "Bergen", "statement": "I moved to Bergen.", "expect": "superseded"},
            {"day": 150, "value": "Trondheim",
             "statement": "I forgot to say: before Bergen I had moved to Trondheim, on 1 March.",
             "valid_from": "2026-03-01", "expect": "superseded", "accept": ["added"]},
        ],
        "final": ["Bergen"],
        "as_of": [{"date": "2026-02-01", "values": ["Oslo"]}, {"date": "2026-03-15", "values": ["Trondheim"]},
                  {"date": "2026-05-01", "values": ["Bergen"]}],
        "believed": [{"day": 120, "values": ["Bergen"]}],
        "why": "late news with a cue inside a value that has since ended cuts that value short (README; on a one "
               "key no two values hold at once, past included): Oslo now ends 1 March, Trondheim holds until "
               "Bergen began. The decision name is open: it supersedes part of Oslo (superseded) but is also "
               "late news recorded into the past (README names that case added / late_arriving).",
    },
    {
        "id": "en-story-24", "lang": "en", "key": "job.employer", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Acme GmbH", "statement": "Payroll system: employed by Acme GmbH.",
             "source": "authoritative", "expect": "added"},
            {"day": 90, "value": "Acme GmbH", "statement": "I no longer work at Acme GmbH.", "expect": "rejected"},
        ],
        "final": ["Acme GmbH"],
        "as_of": [{"date": "2026-03-01", "values": ["Acme GmbH"]}],
        "believed": [{"day": 95, "values": ["Acme GmbH"]}],
        "why": "source priority (DOMAIN 4: authoritative > user stated): a user's ending statement may not end a "
               "fact from a higher source (README: rejected, lower_priority_source); the system of record's "
               "value still holds.",
    },
    # ------------------------------------------------------------------ Chinese
    {
        "id": "zh-story-01", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "广州", "statement": "我住在广州", "expect": "added"},
            {"day": 30, "value": "深圳", "statement": "我打算搬到深圳", "expect": "rejected"},
            {"day": 90, "value": "深圳", "statement": "我3月15号已经搬到深圳了", "valid_from": "2026-03-15",
             "expect": "superseded"},
        ],
        "final": ["深圳"],
        "as_of": [{"date": "2026-03-01", "values": ["广州"]}, {"date": "2026-03-20", "values": ["深圳"]}],
        "believed": [{"day": 30, "values": ["广州"]}, {"day": 80, "values": ["广州"]}, {"day": 90, "values": ["深圳"]}],
        "why": "a plan is not a change (README: '我打算搬到深圳' -> rejected, value_not_asserted); the later '搬到' "
               "with a date is late news: valid from 15 March, recorded on day 90, so day 80 still believed 广州.",
    },
    {
        "id": "zh-story-02", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Java", "statement": "我用 Java 开发", "expect": "added"},
            {"day": 90, "value": "Go", "statement": "我们团队迁到 Go 了", "expect": "superseded"},
            {"day": 120, "value": "Go", "statement": "我现在主要写 Go", "expect": "reinforced"},
        ],
        "final": ["Go"],
        "as_of": [{"date": "2026-02-01", "values": ["Java"]}, {"date": "2026-04-15", "values": ["Go"]}],
        "believed": [{"day": 60, "values": ["Java"]}],
        "why": "seed 000's own scenario: '迁到' is a replacement cue -> Java superseded with its timeline kept "
               "(Java -> Go); saying Go again is the same value -> NOOP/reinforce.",
    },
    {
        "id": "zh-story-03", "lang": "zh", "key": "job.title", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "后端工程师", "statement": "我是后端工程师", "expect": "added"},
            {"day": 150, "value": "架构师", "statement": "我的职位改成架构师了", "expect": "superseded"},
        ],
        "final": ["架构师"],
        "as_of": [{"date": "2026-03-01", "values": ["后端工程师"]}, {"date": "2026-07-01", "values": ["架构师"]}],
        "believed": [{"day": 100, "values": ["后端工程师"]}],
        "why": "seed 000's user.job example: same dimension, different value, contains '改成' -> update that keeps "
               "'曾是后端工程师' in the history.",
    },
    {
        "id": "zh-story-04", "lang": "zh", "key": "job.employer", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "腾讯", "statement": "我在腾讯工作", "expect": "added"},
            {"day": 20, "value": "阿里巴巴", "statement": "我说错了，我在阿里巴巴工作，不是腾讯", "expect": "corrected"},
        ],
        "final": ["阿里巴巴"],
        "as_of": [{"date": "2026-01-10", "values": ["阿里巴巴"]}],
        "believed": [{"day": 10, "values": ["腾讯"]}, {"day": 20, "values": ["阿里巴巴"]}],
        "why": "'说错了' is a correction: 腾讯 was never true, so as known now the employer on 10 January was "
               "阿里巴巴 (same valid time), while the ledger believed 腾讯 on day 10.",
    },
    {
        "id": "zh-story-05", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "北京", "statement": "我住在北京", "expect": "added"},
            {"day": 100, "value": "上海", "statement": "我搬到上海了", "expect": "superseded"},
            {"day": 105, "value": "杭州", "statement": "我说错了，其实是杭州，不是上海", "expect": "corrected"},
        ],
        "final": ["杭州"],
        "as_of": [{"date": "2026-03-01", "values": ["北京"]}, {"date": "2026-04-13", "values": ["杭州"]}],
        "believed": [{"day": 102, "values": ["上海"]}, {"day": 105, "values": ["杭州"]}],
        "why": "correction after a change: '搬到' ends 北京 on day 100; '我说错了，其实是…' corrects the active 上海, "
               "which never held, and 杭州 takes its valid time (from day 100). 上海 is only in what was "
               "believed on day 102.",
    },
    {
        "id": "zh-story-06", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Python", "statement": "我平时用 Python", "expect": "added"},
            {"day": 30, "value": "Python 3.12 + FastAPI", "statement": "具体点说，是 Python 3.12 加 FastAPI",
             "expect": "refined"},
            {"day": 60, "value": "Python 3.12 + FastAPI", "statement": "我们的服务都用 Python 3.12 + FastAPI 写",
             "expect": "reinforced"},
        ],
        "final": ["Python 3.12 + FastAPI"],
        "as_of": [{"date": "2026-03-15", "values": ["Python 3.12 + FastAPI"]}],
        "believed": [{"day": 10, "values": ["Python"]}, {"day": 40, "values": ["Python 3.12 + FastAPI"]}],
        "why": "refinement (seed 000 细化: 留具体的): the more specific value supersedes the general one; "
               "restating it is the same value -> reinforce. No as_of date between day 0 and day 30.",
    },
    {
        "id": "zh-story-07", "lang": "zh", "key": "pets", "kind": "profile", "cardinality": "many",
        "steps": [
            {"day": 0, "value": "猫", "statement": "我养了一只猫，叫团子", "expect": "added"},
            {"day": 40, "value": "柯基", "statement": "我们家又养了一只柯基", "expect": "added"},
            {"day": 150, "value": "猫", "statement": "我已经不养猫了，团子送给我妈了", "expect": "invalidated"},
        ],
        "final": ["柯基"],
        "as_of": [{"date": "2026-03-01", "values": ["猫", "柯基"]}, {"date": "2026-07-01", "values": ["柯基"]}],
        "believed": [{"day": 100, "values": ["猫", "柯基"]}, {"day": 150, "values": ["柯基"]}],
        "why": "many key: the dog is a supplement (both stay); '我已经不养猫了' is the user's own ending of the value "
               "sent (invalidated, history kept), the dog untouched.",
    },
    {
        "id": "zh-story-08", "lang": "zh", "key": "languages.spoken", "kind": "profile", "cardinality": "many",
        "steps": [
            {"day": 0, "value": "普通话", "statement": "我说普通话", "expect": "added"},
            {"day": 10, "value": "英语", "statement": "我也会说英语", "expect": "added"},
            {"day": 40, "value": "粤语", "statement": "我在广州长大，粤语也会说", "expect": "added"},
            {"day": 70, "value": "英语", "statement": "我工作中说英语", "expect": "reinforced"},
        ],
        "final": ["普通话", "英语", "粤语"],
        "as_of": [{"date": "2026-01-20", "values": ["普通话", "英语"]},
                  {"date": "2026-03-01", "values": ["普通话", "英语", "粤语"]}],
        "believed": [{"day": 30, "values": ["普通话", "英语"]}],
        "why": "并存 (seed 000): languages coexist on a many key, each added; the repeated one is reinforced.",
    },
    {
        "id": "zh-story-09", "lang": "zh", "key": "health.anticoagulant", "kind": "safety", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "华法林", "statement": "我在吃华法林", "expect": "added"},
            {"day": 60, "value": "阿哌沙班", "statement": "我的抗凝药换成阿哌沙班了", "expect": "conflict"},
        ],
        "final": [],
        "believed": [{"day": 30, "values": ["华法林"]}, {"day": 60, "values": []}],
        "why": "seed 001: 高风险事实不自动合并; README: safety facts are never replaced by cue words alone. The "
               "'换成' cue does not take effect, so the clash on a one key is a conflict awaiting the user.",
    },
    {
        "id": "zh-story-10", "lang": "zh", "key": "drink.morning", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "咖啡", "statement": "我每天早上都喝咖啡", "expect": "added"},
            {"day": 30, "value": "咖啡", "statement": "今天不喝咖啡了，胃不舒服", "expect": "rejected"},
            {"day": 150, "value": "咖啡", "statement": "我已经不喝咖啡了", "expect": "invalidated"},
        ],
        "final": [],
        "as_of": [{"date": "2026-03-01", "values": ["咖啡"]}, {"date": "2026-07-01", "values": []}],
        "believed": [{"day": 40, "values": ["咖啡"]}, {"day": 150, "values": []}],
        "why": "'今天不喝咖啡了' is for a while, not an ending (README), and one-off context ('今天很热') never "
               "becomes a long-term fact (seed 000): rejected, coffee untouched. '我已经不喝咖啡了' is an "
               "ending: invalidated, history kept (seed 000: 明确过时 -> 标记失效，保留记录).",
    },
    {
        "id": "zh-story-11", "lang": "zh", "key": "home.address", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "上海市徐汇区漕溪北路88号", "statement": "我家地址是上海市徐汇区漕溪北路88号",
             "expect": "added"},
            {"day": 30, "value": "上海市徐汇区漕溪北路88号", "statement": "请忘掉我的地址", "expect": "rejected"},
            {"day": 35, "value": "上海市徐汇区漕溪北路88号", "statement": "把我家地址删掉", "expect": "rejected"},
            {"day": 40, "value": "上海市徐汇区漕溪北路88号", "statement": "别记我的住址了", "expect": "rejected"},
        ],
        "final": ["上海市徐汇区漕溪北路88号"],
        "as_of": [{"date": "2026-02-15", "values": ["上海市徐汇区漕溪北路88号"]}],
        "believed": [{"day": 38, "values": ["上海市徐汇区漕溪北路88号"]}],
        "why": "retraction (seed 002 撤回) is erasure, not invalidation; as a Remember it is refused "
               "(README: rejected, retraction) and the address still holds until an Erase command.",
    },
    {
        "id": "zh-story-12", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "南京", "statement": "我住在南京", "expect": "added"},
            {"day": 50, "value": "苏州", "statement": "用户最近的外卖地址都在苏州，可能搬到苏州了",
             "source": "inferred", "expect": "pending"},
            {"day": 80, "value": "南京", "statement": "我还住在南京", "expect": "reinforced"},
        ],
        "final": ["南京"],
        "as_of": [{"date": "2026-03-01", "values": ["南京"]}],
        "believed": [{"day": 60, "values": ["南京"]}],
        "why": "seed 000 推测被当成事实: an inferred value starts pending and never overrides the user's stated "
               "city, even with '搬到' in the guess; the user restating 南京 reinforces it.",
    },
    {
        "id": "zh-story-13", "lang": "zh", "key": "job.employer", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "字节跳动", "statement": "我在字节跳动上班", "expect": "added"},
            {"day": 20, "value": "快手", "statement": "某招聘网站资料显示该用户任职于快手", "source": "external",
             "expect": "rejected"},
            {"day": 25, "value": "快手", "statement": "某招聘网站资料显示该用户任职于快手", "source": "external",
             "allow_external": True, "expect": "pending"},
        ],
        "final": ["字节跳动"],
        "believed": [{"day": 30, "values": ["字节跳动"]}],
        "why": "seed 000: 外部内容默认不写 -> rejected without opt-in; with allow_external it is stored pending "
               "and never overrides the user's own statement.",
    },
    {
        "id": "zh-story-14", "lang": "zh", "key": "coding.typing_style", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "强类型", "statement": "我喜欢强类型语言", "expect": "added"},
            {"day": 60, "value": "动态类型", "statement": "我更喜欢动态类型", "expect": "conflict"},
        ],
        "final": [],
        "believed": [{"day": 30, "values": ["强类型"]}, {"day": 60, "values": []}],
        "why": "seed 000 test_conflict: same key, different value, no '改成/换成' -> conflict (两条都留，标记待确认), "
               "never a replacement; neither is active while it awaits the user.",
    },
    {
        "id": "zh-story-15", "lang": "zh", "key": "home.city", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "柏林", "statement": "我住在柏林", "expect": "added"},
            {"day": 40, "value": "柏林", "statement": "我弟弟不住在柏林了", "expect": "rejected"},
            {"day": 120, "value": "柏林", "statement": "我已经不住在柏林了", "expect": "invalidated"},
            {"day": 140, "value": "柏林", "statement": "跟你说过了，我已经不住在柏林了", "expect": "reinforced"},
        ],
        "final": [],
        "as_of": [{"date": "2026-03-01", "values": ["柏林"]}, {"date": "2026-06-01", "values": []}],
        "believed": [{"day": 100, "values": ["柏林"]}, {"day": 120, "values": []}],
        "why": "README: '我弟弟不住在柏林了' is someone else leaving -> rejected, no ending; '我已经不住在柏林了' ends the "
               "user's city (invalidated); said again after the end it reinforces the ended fact "
               "(already_ended) and asserts nothing.",
    },
    {
        "id": "zh-story-16", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Java", "statement": "我们后端用 Java", "expect": "added"},
            {"day": 80, "value": "Go", "statement": "Java 不用了，全部改成 Go", "expect": "superseded"},
            {"day": 100, "value": "Go", "statement": "现在都用 Go", "expect": "reinforced"},
        ],
        "final": ["Go"],
        "as_of": [{"date": "2026-03-01", "values": ["Java"]}, {"date": "2026-04-01", "values": ["Go"]}],
        "believed": [{"day": 50, "values": ["Java"]}, {"day": 80, "values": ["Go"]}],
        "why": "the ending clause 'Java 不用了' names Java, not the value sent (Go), so it is no ending of Go; "
               "'不用了 … 改成' is a change cue -> superseded (seed 000 is_replacement). Restating Go reinforces.",
    },
    {
        "id": "zh-story-17", "lang": "zh", "key": "stack.language", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "Python", "statement": "我平时用 Python 写脚本", "expect": "added"},
            {"day": 10, "value": "Java", "statement": "这次用 Java", "expect": "rejected"},
            {"day": 15, "value": "Go", "statement": "就这一次，用 Go 写", "expect": "rejected"},
            {"day": 20, "value": "Go", "statement": "要不要换成 Go？", "expect": "rejected"},
            {"day": 25, "value": "Rust", "statement": "如果迁到 Rust，性能会不会好一点？", "expect": "rejected"},
        ],
        "final": ["Python"],
        "believed": [{"day": 25, "values": ["Python"]}],
        "why": "seed 004 层级维度: '这次用 Java' is a single-task instruction that must not rewrite the global "
               "preference (README: temporary outside a task scope -> rejected); a question or a hypothetical "
               "with '换成/迁到' inside says nothing changed (value_not_asserted).",
    },
    {
        "id": "zh-story-18", "lang": "zh", "key": "job.employer", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "华为", "statement": "我在华为上班", "expect": "added"},
            {"day": 200, "value": "小米", "statement": "忘了跟你说，我4月1号就换工作了，换成小米了",
             "valid_from": "2026-04-01", "expect": "superseded"},
        ],
        "final": ["小米"],
        "as_of": [{"date": "2026-03-01", "values": ["华为"]}, {"date": "2026-05-01", "values": ["小米"]}],
        "believed": [{"day": 150, "values": ["华为"]}, {"day": 200, "values": ["小米"]}],
        "why": "late job change (seed 002 有效时间 vs 事务时间): valid from 1 April, learnt on day 200; in between the "
               "ledger believed 华为 (盲区), as known now 小米 held from 1 April.",
    },
    {
        "id": "zh-story-19", "lang": "zh", "key": "editor.primary", "kind": "preference", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "VS Code", "statement": "我写代码用 VS Code", "expect": "added"},
            {"day": 30, "value": "Neovim", "statement": "我也用 Neovim", "relation": "supplement",
             "expect": "conflict"},
        ],
        "final": [],
        "believed": [{"day": 20, "values": ["VS Code"]}, {"day": 30, "values": []}],
        "why": "README: relation='supplement' on a one key is a conflict (two values cannot both hold in a "
               "single-valued slot, and nothing says which one to drop).",
    },
    {
        "id": "zh-story-20", "lang": "zh", "key": "home.wifi", "kind": "profile", "cardinality": "one",
        "steps": [
            {"day": 0, "value": "ChinaNet-8F2A", "statement": "我家 wifi 的名字叫 ChinaNet-8F2A", "expect": "added"},
            {"day": 5, "value": "sunflower42", "statement": "这是我家wifi密码：sunflower42", "expect": "rejected"},
        ],
        "final": ["ChinaNet-8F2A"],
        "believed": [{"day": 5, "values": ["ChinaNet-8F2A"]}],
        "why": "prohibited content (DOMAIN 4, seed 001 prohibited): a value whose statement says it is a "
               "password is refused and not stored (README: 'my wifi password'); the network name stays.",
    },
    {
        "id": "zh-story-21", "lang": "zh", "key": "health.allergy", "kind": "safety", "cardinality": "many",
        "steps": [
            {"day": 0, "value": "青霉素", "statement": "我对青霉素过敏", "expect": "added"},
            {"day": 30, "value": "花生", "statement": "我还对花生过敏", "expect": "added"},
            {"day": 90, "value": "花生", "statement": "花生我一点都不能碰", "expect": "reinforced"},
        ],
        "final": ["青霉素", "花生"],
        "as_of": [{"date": "2026-02-15", "values": ["青霉素", "花生"]}],
        "believed": [{"day": 10, "values": ["青霉素"]}, {"day": 60, "values": ["青霉素", "花生"]}],
        "why": "seed 002: a second allergy is a supplement, never a change; on an allergy key or a safety fact a "
               "negation ('不能碰') states the value rather than denying it (README), so it reinforces 花生.",
    },
]
