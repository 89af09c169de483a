"""Words that tell a change or a correction apart from a contradiction."""

from __future__ import annotations

import functools
import re
from typing import Any

from ledger import script
from ledger.clauses import (
    CLAUSE_END,
    FULL_STOP,
    MAX_CUES,
    NEGATED,
    NOT_DONE,
    PEOPLE_EN,
    THIRD_PARTY,
    UNREAL,
    UNREAL_CUES,
    WINDOW,
    WORD_BREAKS,
    asserted,
    by_someone_else,
    holds_any,
    undone,
)
from ledger.cues_zh import CHANGE_CUES_ZH, CORRECTION_CUES_ZH, THEIR_CHANGE_CUES_ZH
from ledger.held import event_change, now_change
from ledger.kinds import narrows, sibling
from ledger.script import folded
from ledger.values import canonical_text

# where a transfer takes no one to a new post: a connection of a trip, a phone call put through, money sent ("I
# transferred to a connecting flight", "they transferred me to billing", "a transfer to my savings account")
_NOT_POSTED = (r" (?:(?:a|an|the|my|our|another|his|her|their) )?(?:[\w'’-]+ ){0,2}?(?:flights?|trains?|bus|buses|coach"
               r"|ferry|plane|connection|line|platform|gate|terminal|shuttle|support|billing|customer|sales|help ?desk"
               r"|voicemail|agents?|operator|supervisor|queue|someone|account|savings|paypal|revolut|monzo)\b")
# a spell of days or weeks, a holiday, an event or "temporarily": short (a spell of years is lasting; "I moved to Porto
# for two weeks", "switched to Go for the hackathon", "… on a temporary basis")
_SPELL = (r"(?:for (?:the (?:weekend|day|night|evening|afternoon|week|holidays?|hackathon|sprint|trial|demo|conference|match|game|tournament|event"
          r"|festival|trip)|a (?:day|night|week|weekend|long weekend|sprint|hackathon|trial|week or two|couple of (?:days"
          r"|nights|weeks)|few (?:days|nights|hours|weeks))|tonight|today|the next (?:few|couple of|\w+) (?:days|nights"
          r"|weeks)|(?:one|two|three|four|five|six|\d+|a couple of|a few|several) (?:days|nights|hours|weeks))"
          r"|temporarily|on a temporary basis|for the time being)")
# read in the destination's own clause: not past an "and", "but", "so", "after", a dash or a comma, where the spell is of
# something else ("I moved to Porto and my sister is visiting for the weekend", "switched to Go after testing it for a
# week"), nor where the clause says it is for good ("… to cover nights permanently")
_IN_CLAUSE = (r"(?:(?!\b(?:and|but|so|after|before|once|because|since|which|though|although|then|plus)\b|\s[—–-]\s)"
              r"[^.!?;,—–\n]){0,60}?")
_FOR_GOOD = (r"(?![^.!?;,\n]{0,80}?\b(?<!\bnot )(?<!\bnever )(?:permanently|for good|indefinitely|long[- ]term"
             r"|for (?:life|ever))\b)")
# ... nor where the sentence goes on to say the change lasted: "… for the hackathon and never looked back", "… for the
# holidays and ended up staying", "… for the trial and kept it", "… and it is now our main database", "…, then for
# everything", "… and then bought a flat" (not "… and stayed with friends", "… ended up staying at a hostel")
_STAY_ENDS = r"(?=\s*(?:$|[.,;:!?)\n]|\s(?:on|there|here|put|for good|permanently|ever since|for (?:years|good))\b))"
_LASTED = (r"(?![^.!?;\n]{0,100}?\b(?:never (?:looked back|left|went back|came back|moved back|switched back|returned)"
           r"|(?:ended up|decided to|chose to|choosing to|deciding to)\s+(?:stay(?:ing)?|settl(?:e|ing))" + _STAY_ENDS
           + r"|(?:and|then|but|so)\s+(?:(?:just|never|simply)\s+)?(?:stayed|settled)" + _STAY_ENDS
           + r"|(?:and|then|but|so)\s+(?:(?:just|simply)\s+)?(?:kept|stuck with)\s+(?:it|them|using it)\b(?!\s+for\b)"
           r"|(?:is|are|it['’]s|has been|have been) now (?:our|my|the) (?:main|default|primary|only|standard|usual|go-to)\b"
           r"|then (?:for|with|on|across) (?:everything|all of it|good)\b"
           r"|(?:bought|buying) (?:a|an|our|my|the) (?:flat|house|home|place|apartment|condo)\b"
           r"|ever since|(?<!\bnot )(?<!\bnever )(?:permanently|for good)\b))")
# a transfer for a while, on the way, for an errand or called off: "I transferred to Porto for the weekend", "… on the way
# to Madrid", "… to ICU to drop off a patient", "… but it fell through", "… was reversed" (not "… last month", "… to be
# near my family", "… for three years", "… to cover nights permanently", "…, which is on the way to my kids' school")
_NOT_STAYED = (r"(?!(?=" + _IN_CLAUSE + r"\b(?:" + _SPELL + r"|for (?:now|the (?:month|season|summer|semester|term|quarter)"
               r"|a (?:month|while|bit))|cover(?:ing)? for|on (?:the|my|our) way|en route|to (?:cover|drop|pick|collect"
               r"|deliver|fetch|grab|visit|help out))\b)" + _FOR_GOOD + _LASTED + r")"
               r"(?![^.!?;\n]{0,80}?\b(?:(?:but|and|then) (?:it|that|the (?:transfer|move)) (?:fell"
               r" through|(?:was|got) (?:cancell?ed|called off|refused|rejected|denied|blocked|reversed|undone|rescinded"
               r"|revoked)|didn['’]t (?:happen|go through|work out)))\b)")
# a short spell after a change verb's destination, which makes it a stay or a try, not a change, in its clause, or
# "…, just for …" ("I moved to Porto last month, for the weekend I'm at the beach" moved)
_SHORT_SPELL = r"(?!" + _IN_CLAUSE + r"(?:,\s*(?:just|only)\s+)?\b" + _SPELL + r"\b" + _LASTED + r")"
CHANGE_CUES = (
    # "switched to", "switched over to", "migrated from Java to Go", "moved to", "upgraded to" ... (typed in a hurry
    # too: the policy and the gate read a statement mended, `ledger.mend`: "swtiched to" is "switched to")
    r"(?<!\btemporarily )\b(?:switched|moved|migrated|changed|relocated|upgraded|transitioned|pushed|bumped|rescheduled"
    r"|shifted|ported)(?: (?:us|me|everyone|everybody|the team|(?:my|our|the|their|his|her) [\w-]+(?: [\w-]+){0,2}))?(?: back| over| down| up| out| away| across)?(?: from .{1,40}?)? to\b"
    # (not for a short spell: "I moved to Porto for the weekend", "switched to Go for a day": a stay or a try)
    + _SHORT_SPELL,
    # "I transferred from Ward 7 to the Cardiac Unit", "I got transferred to …", "they transferred me to …", "got a
    # transfer to …", "my transfer to … went through": the speaker moved, to no connection of a trip or a call put through
    # (not "I transferred my savings to Revolut", "my dad got transferred", "I transferred to a connecting flight",
    # "they transferred me to billing")
    r"(?:\b(?:i|we)(?:['’]ve| have| had)?(?: (?:just|recently|finally|officially|now))?(?: (?:been|got|was|were|get"
    r"|gotten))? |(?:^|(?<=[.!?;:,\n]))[ \t]*(?:(?:just|recently|finally) )?(?:got |been |was )?)transferred"
    r"(?: back| over| across)?(?: from .{1,40}?)? to\b(?!" + _NOT_POSTED + r")" + _NOT_STAYED
    + r"|\btransferred (?:me|us)(?: back| over| across)?(?: from .{1,40}?)? to\b(?!" + _NOT_POSTED + r")" + _NOT_STAYED
    + r"|\b(?:got|given|granted) (?:a|my|the) transfer to\b(?!" + _NOT_POSTED + r")" + _NOT_STAYED
    + r"(?![^.!?;\n]*\b(?:account|savings|money|payment|rent|bank|funds|deposit)\b)"
    r"|\bmy transfer to\b(?!" + _NOT_POSTED + r")[^.!?;\n]{1,60}?\b(?:went|came) through\b"
    r"(?![^.!?;\n]*\b(?:account|savings|money|payment|rent|bank|funds|deposit)\b)",
    # an agent's terse notes: "lang -> Go (migrated)", "diet: omnivore -> flexitarian (user switched ...)", "iPhone 13 →
    # iPhone 16", "User sold the XC40 and bought a Polestar 2"
    r"\b(?:switched|migrated)\b(?! to\b)", r"\S[ \t]*(?:->|→|=>|⟶)[ \t]*\S", r"\bsold\b.{1,40}?\b(?:and|&) (?:bought|got)\b",
    # "finished migrating to Go", "went from pescatarian to vegetarian", "traded in the Pixel for an iPhone", "went back
    # to Vodafone", "I got promoted to staff engineer", "I've gone fully remote", "closed my Chase account and opened
    # one with Capital One", "no more Royal Canin"
    r"\b(?:finished|completed|done) (?:switching|moving|migrating|transitioning|relocating|porting)\b",
    r"\b(?:went|gone) from .{1,40}? to\b", r"\btraded (?:in )?.{1,40}? for\b", r"\b(?:went|gone|got|came) back to\b",
    r"\b(?:got |been |was |were )?promoted to\b", r"\b(?:i|we)(?:['’]ve| have) (?:now )?gone\b",
    r"\bclosed (?:my|our|the) .{1,40}? (?:and|&) (?:opened|got|switched)\b", r"\bno more\b(?! than\b)",
    # a lasting change from a time on: "from this week on", "from now on", "as of last month"; "from here on" where it
    # ends its clause or says "out" ("answer in French from here on", "from here on out, French please"), not the
    # next stretch of a route ("from here on the path is gravel", "from here on we drive to Porto"; a way of travel chosen
    # "for me" is a preference: "From here on, it's the train for me")
    r"\bfrom (?:now|today|tomorrow|then|this \w+|next \w+|the \w+) on\b"
    r"|\bfrom here on(?: out\b| in\b|wards\b|(?=\s*(?:$|[.,;:!?)\n])))(?![^.!?;\n]{0,60}\b(?:path|road|route|trail|track|drive"
    r"|ride|walk|hike|train|bus|miles?|km|minutes?|stretch|downhill|uphill)\b(?![^.!?;\n]{0,30}\bfor (?:me|us)\b))"
    # (nor only on some days: "From here on, it's the train for me on Fridays")
    r"(?![^.!?;\n]{0,80}\b(?:(?:on |at )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays)|sometimes"
    r"|occasionally|some days)\b)"
    r"|\bas of (?:today|now|yesterday|this|last|\d"
    r"|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)",
    r"\b(?:i|we|i've|we've|have|has) (?:since )?(?:switched|moved|migrated|relocated)\b" + _SHORT_SPELL,
    # a new employer, team or club: "I've joined Vandelay as a Staff Engineer", "we just joined a new gym": the speaker's
    # own news, starting its clause (not "my wife says she's glad I joined Arup"), just now (not "Back in 2019, I joined
    # Vandelay"), and not a meeting, forces or a person ("I've joined the standup", "joined my partner in Lisbon")
    r"(?:^|(?<=[.!?;:,\n])[ \t]?|\b(?:share|announce|news)(?: that)? )(?:i|we)(?:(?:['’]ve| have)(?: just| recently"
    r"| officially| finally)?| just) joined\b(?! (?:forces|the (?:call|meeting|standup|stand-up|chat|channel|queue"
    r"|wait ?list|waiting list|conversation|thread)|my|his|her|their|them|him|us|you)\b)",
    r"\bno longer\b(?! than\b)", r"\bnot any ?more\b", r"\banymore\b", r"\bany more\b(?=\s*(?:[.,;!?)]|$|(?:but|though)\b))",
    # "now I use Emacs", "these days I write Go", "now I'm using Zed", "nowadays I mostly write Go" (the verbs of "I use
    # Kotlin now" below); not a stopgap ("for now", "until now", "even now"), "too" qualifying the new value ("now I use
    # Emacs too"; not "… and my sister lives there too"), nor part of the time ("on weekends", "sometimes", "when it's
    # sunny", "at work", "in addition to metformin")
    r"(?<!\bfor )(?<!\beven )(?<!\buntil )(?<!\btill )(?<!\bjust )\b(?:now|nowadays|these days),? (?:(?:i|we) )?"
    r"(?:(?:mostly|mainly|usually|generally|primarily|largely|always) )?(?:(?:i['’]m|we['’]re|i am|we are) "
    r"(?:(?:mostly|mainly|usually|generally|primarily|largely) )?(?:using|based in|living in|working (?:at|for))"
    r"|using|(?:use|live|work|prefer|write|code|run|drive|bike|cycle|walk|eat|drink|commute|take|ride|catch)s?)\b"
    r"(?!(?:(?!\b(?:and|but)\b)[^.,;!?\n])*\b(?:too|as well(?! as\b)|also)\b)(?![^.!?;\n]*\b(?:sometimes|occasionally"
    r"|on (?:weekends|weekdays|the weekend|[\w-]+ days)|at (?:work|home|night)|in the (?:morning|evening|afternoon)s?"
    r"|when|whenever|while|until|till|otherwise|in addition|alongside|besides|for (?:now|work|the time being))\b)",
    r"\bstarted using\b", r"\breplaced\b",
    # a return: "we rolled back to Java", "reverted to the old plan"
    r"\b(?:rolled|reverted)(?: (?:it|us|everything|(?:my|our|the) [\w-]+))?(?: back)? to\b",
    # "I now cover the Mountain West instead of the Pacific Northwest"
    r"\b(?:i|we) now (?:cover|handle|use|work|live|teach|lead|run|manage|drive|take|serve)s?\b[^.!?;\n]{1,60}?\binstead of\b",
    # an amount that rose or fell: "rent goes up to 1450 in May", "my salary was raised to 60k", "租金涨到 5200"
    # (an amount: not "went down to London", "dropped my son to Oakfield")
    r"(?:\b(?:went|goes|going|gone|go) (?:up|down) to|\b(?:rose|risen|raised|increased|decreased|dropped|fell|fallen"
    r"|reduced|lowered|hiked|jumped|climbed|cut)(?: (?:it|that|them|(?:(?:the|my|our|his|her|their) )?[\w-]+))? to"
    # "down to 67 kg", "a raise to 65k", "turned it down to 19", "upgraded everything to Python 3.12"
    r"|(?:^|(?<=[\s,;:(]))down to|\b(?:raise|pay rise|pay raise|pay bump) to"
    r"|\b(?:turned|set|put|bumped|dialled|dialed|cranked|knocked)(?: (?:it|that|(?:the|my|our) [\w-]+))? (?:down |up )?to)"
    r"(?=\s*[£$€¥]?\s*\d)",
    r"\bupgraded (?:[\w-]+ ){0,3}?to\b",
    # a new order: "I've reordered my priorities", "my ranking changed", "we changed the order"
    r"\bre-?(?:ordered|ranked|prioriti[sz]ed)\b|\b(?:ranking|order|priorities|top \d+) (?:has |have )?changed\b"
    r"|\bchanged the (?:order|ranking)\b",
    # "new number: 07700 900123", "new email is sam@samlee.dev"
    r"\bnew (?:[\w-]+ )?(?:number|email|e-mail|address|phone|mobile|handle|username|job|role|title|flat|place|home|car)"
    r"\s*(?:[:：=]|-\s|is\b)",
    # "I changed my theme to dark", "I got a new number", "we have a new office"
    r"\bchanged (?:my|our|the) (?:[\w-]+ ){0,2}to\b", r"\b(?:got|have|has|bought|found|started) (?:a |an |my |our )?new\b",
    # "I use Kotlin now", "we live in Lisbon now" (not "now and then", "every now and again")
    r"\b(?:i|we|user|they) (?:use|live|work|prefer|write|code|run|drive|bike|cycle|walk|eat|drink|commute|take|ride"
    r"|catch)s? [^.,;!?\n]{1,40}? (?:now|nowadays|these days)\b(?! and (?:then|again))"
    # ("I use Kotlin now too", not "I use Go now, also for scripts", "… now, as well as my in-laws")
    r"(?!,? (?:too|as well(?! as\b)|also)\b(?![ \t]+(?!and\b|but\b)[a-z]))",
    # tastes: "X is my favourite now", "my new go-to", "I used to love Sanderson, now it's Le Guin", "call me Ngozi now",
    # "move my quiet hours to 21:30", "最近改喝生椰拿铁了", "以后叫我小王", "以后用英文"
    r"\b(?:my|our|his|her|their) (?:new |current )?(?:fav(?:ou?rite)?|go-to)s?\b[^.,;!?\n]{0,30}?\bnow\b"
    r"|\b(?:my|our|his|her|their) new (?:fav(?:ou?rite)?|go-to)\b|\b(?:switch|change|go|move) back to\b"
    # an agent's note: "says Tana French is now their favourite author", "X, replacing Y"
    r"|\b(?:is|are|['’]s) now (?:my|our|his|her|their|the user['’]s) (?:fav(?:ou?rite)?|go-to)\b|,\s*replacing\b",
    r"\bnow,? (?:it['’]s|it is|its)\b", r"\bcall (?:me|us) [^.,;!?\n]{1,30}? now\b",
    # "started at Stripe on Monday", "started at Hillcrest this term" (not a time: "my shift started at 7")
    r"\bstarted (?:at|school at|work at)\b(?!\s*\d)",
    r"\b(?:move|change|switch|set) (?:my|our|the) (?:[\w-]+ ){0,3}to\b",
    # moved off the old one: "support moved off Zendesk last week"; a commit's subject says what it did: "ci: migrate
    # pipelines from CircleCI to GitHub Actions"
    r"\b(?:moved|migrated|switched|ported)(?: [\w-]+)? (?:away )?off\b",
    # "budget app now Monarch (moved over from YNAB)", "came over from Jira": the speaker's own (not "Ana came over from
    # Leeds", "the guy who came over from Globex"), and no trip ("… for the weekend", "… in the meeting because …")
    r"\b(?:moved|migrated|switched) over (?:from|to)\b", r"\bswapped (?:out )?.{1,40}? (?:for|with)\b",
    r"(?:^|(?<=[.!?;:,(\n])[ \t]?|\b(?:i|we|user|the user) (?:just |recently |finally |all |both )?)"
    r"(?:came|went) over from\b"
    r"(?![^.!?;\n]*\b(?:for (?:the|a) (?:[\w-]+ )?(?:day|night|weekend|week|conference|meeting|visit|trip|holidays?)"
    r"|on the (?:[\w-]+ )?(?:train|flight|bus|ferry|plane)|back (?:home )?(?:tomorrow|tonight|on|next)|in the meeting"
    r"|(?:is|was|were) down)\b)",
    r"(?:^|\n)(?:feat|fix|chore|ci|build|refactor|perf|ops|infra|deps|docs)(?:\([^)\n]*\))?!?: (?:migrate|switch|move"
    r"|replace|port|upgrade|bump)\b",
    *CHANGE_CUES_ZH,  # ledger/cues_zh.py
)
# Changes said of another person, read only on a key about that person (cue_of's `others` False): "she's Ciara Byrne
# now", "took Dan's name", "started at Hillcrest this term", "turned 8 at the weekend", "升四年级了", "满7岁了", "分到四年
# 五班". On the user's own key they speak of someone else or of something else ("she's on decaf now", "my shift started
# at 7", "I turned 40", "分到一个需求": review 21).
THEIR_CHANGE_CUES = (
    r"\b(?:she|he|they)(?:['’]s| is| are) [^.,;!?\n]{1,40}? now\b(?! and (?:then|again))",
    r"\btook (?!my\b|our\b)(?:[\w'’-]+ )?(?:last |sur)?name\b(?! off)",
    r"\bturned \d+\b",
    *THEIR_CHANGE_CUES_ZH,  # ledger/cues_zh.py
)
# what the user's record holds, said to be wrong ("you have the wrong city")
_RECORDED = (r"(?:city|town|country|address|postcode|zip(?: code)?|name|surname|spelling|number|email|job|title|role|employer"
             r"|company|birthday|birth ?date|date of birth|age|school|university|unit|ward|team|department|language|allergy"
             r"|medication|dose|diet|car|bank|details|info|information|one)")
# the wrong value of another thing's record: "… for the conference", "… on the booking", "… in the weather report" (not
# "… for me", "… on my profile", "… in the system")
_THE_RECORD = r"(?:profile|notes?|records?|file|memory|system|details|bio|account|database)\b"
_NOT_THE_RECORD = (r"(?![ \t]+(?:for|on|in|at|from) (?:the|a|an|this|that|our|your) (?!" + _THE_RECORD + r")[\w-])")
CORRECTION_CUES = (
    # "I meant to tell you, we moved" announces news, it corrects nothing; "I meant to say Lyon" does
    r"\bsorry,? i meant\b", r"\bi meant\b(?! to\b)", r"\bi meant to (?:say|write|type)\b", r"\bactually,? (?:it'?s|it is|i am|i'm)\b(?! (?:about to|going to|\w+ing\b))",
    r"\bcorrection\b", r"\bthat was wrong\b", r"\bnot .{1,40}, never\b", r"\bnever was\b",
    r"\bi misspoke\b", r"\bmy (?:mistake|bad)\b", r"\bscratch that\b", r"\bi was wrong\b",
    r"\b(?:i )?(?:gave|told|sent) you the wrong\b",  # "I gave you the wrong time, the shop opens at 9am"
    r"\btypo\b", r"\bmisspel(?:t|led|ling)\b", r"\bi got (?:that|it|this) (?:backwards|wrong|mixed up)\b", r"\bwait,? no\b", r"\b(?:that|this|it)(?:'s| is| was) (?:wrong|incorrect|not (?:right|correct))\b",
    # "I wrote that wrong", "I mixed up the spelling", "brain fart", "I misremembered", "autocorrect mangled it"
    r"\bi (?:wrote|typed|said|spelled|spelt|put|entered|got) (?:that|it|this|the \w+)(?: down)? wrong\b",
    r"\bi (?:must have |had |have )?mixed (?:(?:it|them|those|these|that|this|the \w+) )?up\b", r"\bbrain ?fart\b",
    r"\bmisremember\w*", r"\bautocorrect\w*", r"\bauto-correct\w*",
    # an agent fixing its own note: "User corrected me", "my note was wrong", "fixing my earlier extraction",
    # "transcription error", "I mis-transcribed", "had the street wrong", "语音转写出错了"
    r"\bcorrected (?:me|us|it|this|that|the \w+)\b", r"\b(?:note|record|entry|extraction|transcription)s? (?:was|were|is) wrong\b",
    r"\bfix(?:ing|ed)?(?: to)? (?:my|the|an?|our) (?:earlier |previous |last )?(?:note|record|entry|extraction|mistake|error)\b",
    r"\b(?:transcription|extraction|transcribing) (?:error|mistake)\b", r"\bmis-?(?:transcrib|heard|hear|read|quot|record)\w*",
    r"\b(?:had|got) (?:it|that|this|the (?:[\w-]+ ){0,3}[\w-]+) wrong\b", r"\b(?:it|that|this|which) was never\b",
    # "I was never a backend engineer, I've always been an architect", "sorry for the mixup", "记反了",
    # "that profile you saved is wrong"
    r"\b(?:never (?:was|been|a|an|lived|had|worked|used)|(?:was|were|has|have|had) never)\b[^.!?]{0,80}\b(?:always|actually)\b"
    r"|\balways (?:been|lived|had|worked|used)\b[^.!?]{0,80}\bnever\b",
    r"\bmix-?up\b", r"\b(?:profile|note|record|entry|memory)\b[^.!?]{0,30}\b(?:is|was) wrong\b",
    # "I flipped the digits", "swapped the day and month"
    r"\b(?:flipped|transposed) (?:the )?(?:digits|numbers|dates?|day and (?:the )?month)\b",
    # "I said Lisbon by mistake", "you have the wrong city", "you've got my address wrong", "ignore what I said", "I
    # never lived in Lisbon, it's Porto" (not "I booked it by mistake", "you have the wrong idea", "ignore that", "I've
    # never lived in Lisbon, it's too dear"), Portuguese "errei", Japanese "大阪の間違いです" (folded: 间违い)
    # ("by mistake" with the right value after it: not "I typed Porto by mistake", "I said yes by mistake to the trip")
    r"\b(?:said|wrote|typed|put|entered|gave you|told you|mentioned)\b[^.!?;\n]{0,40}?\bby mistake\s*[,.;:!—–-]+\s*"
    r"(?:(?:sorry|oops),?\s*)?(?:it['’]s|it is|it was|i meant|i (?:live|work|use|am)\b|i['’]m|(?:it |that )?should (?:be|say"
    r"|read)|(?:the )?(?:right|correct) (?:one|\w+) is|actually|not\b)",
    # (the wrong record, not a wrong thing of the day: "you got the wrong train", "the wrong meeting room for Globex",
    # nor the record of something else: "the wrong city for the conference", "the wrong company on the invoice"; "you've
    # got me down in the wrong city" is the speaker's)
    r"\byou(?:(?:['’]ve| have) got| have| got| had|(?:['’]ve| have)? (?:recorded|saved|noted|written|wrote|put|listed"
    r"|stored)) (?:(?:me|us) )?(?:down )?(?:(?:in|as|at|under|with|for) (?=the wrong))?(?:(?:my |that |it |this )?"
    r"(?:(?!the |a |an )[\w-]+ )?wrong\b(?! (?:idea|impression|end|way|foot|guy|person|crowd)\b)"
    r"|the wrong " + _RECORDED + r"\b)" + _NOT_THE_RECORD,
    # "Wrong city, it's Porto", "That's the wrong city, I live in Porto": the wrong record ending its clause (not "that's
    # the wrong city for a stag do")
    r"(?:^|(?<=[.!?;:,\n]))[ \t]*(?:(?:no|nope|oops|sorry|nah),?[ \t]*)?(?:(?:that|this|it)(?:['’]s| is| was) )?(?:the )?"
    r"wrong " + _RECORDED + r"(?:[ \t]+(?:in|on) (?:my|the|your) " + _THE_RECORD + r")?(?=[ \t]*(?:[,.;:!—–-]|$))",
    # (not "ignore what I said about the deadline": what was said about must be a value of the slot, `_corrects`)
    r"\bignore (?:what i (?:just )?(?:said|wrote|typed|told you)|my (?:last|previous|earlier) (?:message|answer|reply|note))\b"
    r"(?: about\b)?",
    r"\bi(?:['’]ve| have)? never (?:lived|worked|been|studied|used|had|owned|driven)\b[^.!?;\n]{0,60}?,\s*(?:it['’]s|it is"
    r"|it was|i live|i work|i['’]m|i am|i was)\b(?! (?:too|so|very|really|not|just|a bit|kind of|on my)\b)",
    # Portuguese "errei" (I got it wrong) before what it says instead, not "errei o caminho" (I got lost)
    r"\berrei\b(?=\s*(?:$|[,.;:!—–-]|(?:(?:o|a|no|na) )?(?:nome|cidade|morada|endere[cç]o|n[uú]mero|data|apelido)\b))",
    r"の(?:间违|間違)い(?!な)",
    *CORRECTION_CUES_ZH,  # ledger/cues_zh.py
)
# A change the caller dated in the future (a valid_from after now): the user tells it before it happens ("I'm
# moving to York on 1 June", "从下个月起改用 Rust"). Read only for such a candidate: undated, the same words are a
# plan, which changes nothing yet (assertion.py refuses it).
SCHEDULED_CUES = (
    r"\b(?:moving|switching|relocating|migrating|changing|transitioning|porting|upgrading)(?: (?:us|me|everyone|the team"
    r"|(?:my|our|the) [\w-]+(?: [\w-]+){0,2}))?(?: back| over| down| up| out| away| across)?(?: from .{1,40}?)? to\b",
    r"\b(?:will|['’]ll|going to|gonna|(?:is|are|am|['’]s|['’]re|['’]m) (?:set|scheduled|due) to) (?:be )?"
    r"(?:move|switch|relocate|migrate|change|transition|port|upgrade)(?: [\w-]+){0,3}? to\b",
    r"\b(?:effective|starting|beginning|from) (?:from |on |the )?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|next\b|tomorrow\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)",
    r"(?:从|自)[^，。,.;；!?！？]{1,12}?(?:起|开始)",
)
# The words of a time to come, which make a change verb a plan only where the change is undated
_TIME_TO_COME = ("going to", "about to", "tomorrow", r"next (?:week|month|year)", "明年", "明天", r"下个?月", "下周",
                 "下星期", "将来", "将要", "即将", "正在", r"(?<![主需重只不还])要", r"(?<![学开机社体理])会(?![员议计话场所])")


_CHANGE = re.compile("|".join(CHANGE_CUES), re.IGNORECASE)
_THEIR_CHANGE = re.compile("|".join(CHANGE_CUES + THEIR_CHANGE_CUES), re.IGNORECASE)
_THEIR_CHANGE_LOWERED = re.compile(_THEIR_CHANGE.pattern)
_CORRECTION = re.compile("|".join(CORRECTION_CUES), re.IGNORECASE)
_SCHEDULED_CHANGE = re.compile("|".join(CHANGE_CUES + SCHEDULED_CUES), re.IGNORECASE)
# ("I won't be moving to York", "we're not going to switch to Go")
_SCHEDULED_NEGATED = re.compile(NEGATED.pattern.replace("|ever)\\s+){0,2}", "|ever|be|going to|gonna)\\s+){0,3}"),
                                re.IGNORECASE)
_SCHEDULED_UNREAL = re.compile("|".join(
    [r"\b(?:if|whether|unless|suppose|supposing|should|would|could|might|may|maybe|perhaps|possibly|probably"
     r"|hopefully|likely|plan|plans|planning|want|wants|thinking|considering|wish|hope|hoping)\b", "大概", "估计", "说不定", *(c for c in UNREAL_CUES[1:] if c not in _TIME_TO_COME)]), re.IGNORECASE)


# Every cue above needs one of these words (matched with the same case folding), so a statement
# without any has no cue: one search instead of two long alternations tried at every position.
# tests/unit/test_cues_equivalence.py checks cue_of against the version without this prefilter.
_NEEDED = re.compile(
    r"switched|moved|migrated|changed|relocated|upgraded|transitioned|transfer|longer|more|now|started using|replaced|如今|目前|而家"
    r"|瘦到|胖到|降到|长到|升到|涨到|涨薪|加薪|降薪|调薪|涨工资|down|raise|reorder|rerank|repriorit"
    r"|meant|actually|correction|wrong|never|misspoke|mistake|bad|scratch that|new|typo|misspel|incorrect|not right"
    r"|backwards|mixed up|wait|转做|转岗|改做|改当|输入法"
    r"|pushed|bumped|rescheduled|shifted|ported|finished|completed|done|went|gone|traded|got|came|promoted|closed|from|as of"
    r"|mixed|brain ?fart|misremember|autocorrect|auto-correct|调到|调去|调至|转网到|转回|升为|升到|晋升为|升职为|以后都"
    r"|->|→|=>|⟶|sold|fix|transcri|extraction|mis|corrected|had|mix|入职|换掉|转写|识别错|听错了|抄错了|记录错了|反"
    r"|记混|搞混|弄混|说反了|记岔|录错|填错|选错了|标错|登记错|录入|migrate|switch|move|replace|port|upgrade|bump|swapped"
    r"|not correct"
    r"|goes|going|rose|risen|raised|increased|decreased|dropped|fell|fallen|reduced|lowered|hiked|jumped|climbed|cut"
    r"|fav|go-to|call|set|change|joined|以后"
    r"|改|换|迁|不|搬|转|现在|切换到|跳槽到|跳槽去|跳去|跳到|涨|降|加到|提高到|go up|go down|these days|增加到|减到|减少到|上调|下调|升级到|说错了|我是说|我的意思是|更正|纠正|搞错了|弄错了|写错了|打错了|口误|其实是|记错了"
    r"|有了新|打错字|写错字|笔误|有误"
    r"|took|started at|started school at|started work at|turned|flipped|transposed|replacing|升|满|新号|新手机|新电话|新地址|新邮箱"
    r"|新微信|分到|脱单|提拔|提升|变更为|调整为|当上|任命"
    r"|rolled|reverted|ignore|errei|违い|違い|不对|应该是|(?:月|份|年|周|期|号|初)(?:起|开始)|自从",
    re.IGNORECASE,
)
# Every cue is written in lowercase. An ASCII statement matches a cue case-insensitively exactly
# where its lowered form (same length, same word boundaries) matches it case-sensitively, and
# case-sensitive searching is ~8x faster.
# An ASCII statement is looked up word by word instead (a set: the alternation above costs ~70 ns a character), and
# for each kind of cue apart: the correction pattern costs ~0.7 us a character to search, so it is searched only in
# a statement holding a word every correction cue needs, and the change pattern likewise.
_CORRECTION_WORDS = frozenset(
    b"meant actually correction wrong never misspoke mistake bad scratch typo backwards mixed wait incorrect fart mixup"
    b" brainfart corrected fix fixing fixed transcription extraction transcribing flipped transposed ignore errei".split())
_CORRECTION_PARTS = ("misspel", "misremember", "autocorrect", "auto-correct", "not right", "not correct", "mis-", "mix-up",
                     "mistranscrib", "mishear", "misheard", "misread", "misquot", "misrecord")
_CHANGE_WORDS = frozenset(
    b"switched moved migrated changed relocated upgraded transitioned transferred transfer pushed bumped rescheduled shifted ported longer"
    b" anymore more now started replaced new finished completed done went gone traded got came promoted closed from"
    b" sold migrate switch move replace port upgrade bump off swapped goes going rose risen raised increased decreased"
    b" dropped fell fallen reduced lowered hiked jumped climbed cut nowadays fav favourite favorite favrite"
    b" call set change replacing took started turned down raise put dialled dialed cranked knocked reordered re"
    b" reranked reprioritised reprioritized joined rolled reverted".split())
_CHANGE_PARTS = ("as of", "->", "=>", "go up", "go down", "these days")


def _may_cue(lowered: str) -> tuple[bool, bool]:
    """(may correct, may change): False where the lowered ASCII statement has no word that kind of cue needs."""
    words = lowered.encode().translate(WORD_BREAKS).split()
    return (not _CORRECTION_WORDS.isdisjoint(words) or holds_any(lowered, _CORRECTION_PARTS),
            not _CHANGE_WORDS.isdisjoint(words) or holds_any(lowered, _CHANGE_PARTS))


_LOWERED = (re.compile(_NEEDED.pattern), re.compile(_CORRECTION.pattern), re.compile(_CHANGE.pattern),
            re.compile(NEGATED.pattern), re.compile(UNREAL.pattern))
_FOLDED = (_NEEDED, _CORRECTION, _CHANGE, NEGATED, UNREAL)


def _changes(statement: str, negated: re.Pattern[str] = NEGATED, change: re.Pattern[str] = _CHANGE,
             unreal: re.Pattern[str] = UNREAL, about: tuple[re.Pattern[str], ...] = (), others: bool = True,
             own: re.Pattern[str] | None = None) -> bool:
    """True when a change verb says a change happened (`asserted`), in a sentence naming one of the values
    `about` (when given): not one the speaker almost made or only wanted to (`NOT_DONE`), nor one taken back later
    in its sentence (`undone`); with `about`, not one said in a clause of its own about another thing
    (`_said_of_another`). `own`: the candidate's value, which a return ("came back to Lisbon") must name."""
    prev = -1  # where the cue before this one ended
    for n, m in enumerate(change.finditer(statement)):
        if n == MAX_CUES:  # (see WINDOW: thousands of negated verbs took 5 s to read, planned ones 10 s)
            break
        before, prev = prev, m.end()
        if asserted(statement, m, negated, unreal) and (m.group().startswith(_WHEN_CUES)
                                                         or not others or not by_someone_else(statement, m)) and (
                not about or (in_sentence_of(statement, m, about) and not _moves_something_else(statement, m, about)
                              and not _said_of_another(statement, m, about))) and not (
                NOT_DONE.search(statement, max(0, m.start() - 40), m.start()) or undone(statement, m, before, own)):
            return True
    return False


# One sentence, two facts: a change said in a clause of its own about another thing, and this value in another clause
# with a subject of its own: "I switched to Android and I live in Porto", "We migrated to Go; I live in Porto", "Now I
# drink tea, and I'm meeting Globex today", "我换成安卓了，我在杭州". The change speaks of the value where its clause names
# nothing else ("I switched jobs, I'm at Globex", "我换了工作，我在腾讯"), or the value's clause goes on from it ("We moved to
# the coast, now I live in Porto"); or, naming only a kind of thing, of another person's ("I switched insurers, the Honda
# is my wife's").
_CLAUSE_SPLIT = re.compile(r"[,;:，；：、]|\b(?:and|but|while|whereas|plus)\b|而且|但是|不过")
_SUBJECT = re.compile(r"\b(?:i|we|i['’]m|we['’]re|i['’]ve|we['’]ve|i['’]d|my|our|his|her|their|he|she|they|you|the)\b"
                      r"|^\s*(?:我|你|他|她|它)|^\s*[^，。,.;；!?！？\s]{1,12}的", re.IGNORECASE)
_GOES_ON = re.compile(r"\b(?:now|nowadays|these days|so|which|where)\b|现在|如今|目前|所以", re.IGNORECASE)
_PLAIN = frozenset(re.findall(r"\S+",
    "i we me us my our you your it its this that these those them they he she his her their the a an some any to from"
    " over back up down out off in into at on for of with by as so then too also just now nowadays days recently finally"
    " officially already fully completely all both new old other another different current whole have has had been be"
    " is are was were am do does did don't didn't not no longer anymore more ever never m ve re s d t ll last this"
    " next week weeks month months year years weekend today yesterday ago day live lives living lived work works working"
    " worked use uses using used based job jobs employer employers company companies firm city cities town country"
    " countries place places home homes house flat apartment address area team teams role roles position title career"
    " office offices department stack language languages editor phone phones number numbers car cars bank banks school"
    " schools provider providers carrier carriers network networks plan plans diet gym gyms insurer insurers insurance"
    " laptop laptops doctor doctors gp dentist framework frameworks tool tools service services things stuff"))
_PLAIN_ZH = re.compile(r"我们?|你|了|啦|的|新|旧|已经|现在|最近|刚刚?|终于|上个?月|去年|今年|上周|工作|公司|单位|城市|地方|房子|家|住处|岗位"
                       r"|职位|部门|团队|号码?|地址|[\s\d]")
_NON_WORD = re.compile(r"[^a-z0-9'’\u3040-\u9fff]+")


def _said_of_another(statement: str, m: re.Match[str], about: tuple[re.Pattern[str], ...]) -> bool:
    """Is the change `m` said in a clause of its own of another thing, the values named only in other clauses of its
    sentence, each with a subject of its own (see `_CLAUSE_SPLIT`)?"""
    text = lowered(statement)
    if len(text) != len(statement):
        text = statement
    lo = max(0, m.start() - WINDOW)
    begin = lo
    for boundary in _LOCAL_STOP.finditer(text, lo, m.start()):
        begin = boundary.end()
    stop = _LOCAL_STOP.search(text, m.end(), m.end() + WINDOW)
    end = stop.start() if stop else min(len(text), m.end() + WINDOW)
    cue_start = begin
    for boundary in _CLAUSE_SPLIT.finditer(text, begin, m.start()):
        cue_start = boundary.end()
    split = _CLAUSE_SPLIT.search(text, m.end(), end)
    if split is None or _slip_fixed_to(text, m.end(), about):  # ("moved to Leith — no wait, Portobello": the cue's own)
        return False
    cue_end = split.start()
    clauses = []  # the other clauses naming a value
    for value in about:
        for found in value.finditer(text, begin, end):
            if found.end() > cue_start and found.start() < cue_end:
                return False  # the cue's own clause names a value
            start = begin
            for b in _CLAUSE_SPLIT.finditer(text, begin, found.start()):
                start = b.end()
            after = _CLAUSE_SPLIT.search(text, found.end(), end)
            clauses.append(text[start: after.start() if after else end])
    if not clauses or any(_GOES_ON.search(c) or not _SUBJECT.search(c) for c in clauses):
        return False
    rest = text[cue_start: m.start()] + " " + text[m.end(): cue_end]
    if not rest.isascii():
        rest = _PLAIN_ZH.sub(" ", rest)
    if any(w not in _PLAIN for w in _NON_WORD.split(_FILLER.sub(" ", rest)) if w):
        return True  # it names a thing of its own: "to Android", "coffee", "安卓"
    return any(THIRD_PARTY.search(c) or _OTHERS_THING.search(c) for c in clauses)


# what a move verb moved, and where to: "we moved the standup to 10 because my train in from York is late" moved a
# meeting (York is named, not moved to); "we moved to a flat in York", "switched from Java to Go" name a value after "to"
_MOVED_OBJECT = re.compile(r"\s+(?:the|my|our|a|an|this|that|his|her|their|its|it|them)\b[^.,;:!?\n]{0,40}?\bto\b")
_DESTINATION_END = re.compile(r"[.,;:!?\n]|\b(?:because|since|as|when|while|so|but|and|from|after|before|for|cos|cuz|bc)\b")
# (papers and meetings, never where the speaker lives or what they use: not 数据库迁到, 公司搬到, which may be the key's)
_MOVED_THING_ZH = re.compile(r"(?:户口|户籍|社保|医保|公积金|档案|学籍|驾照|车牌|党组织关系|会议|例会|组会)"
                             r"(?:(?![我人家们])[^，。,.;；!?！？]){0,4}?(?:迁到|迁去|迁回|迁移到|转到|搬到|搬去|改到|挪到)")
_OBJECT_NOT_MINE = re.compile(r"\b(?:registration|gp|doctor|surgery|dentist|mail|post|parcel|appointment|meeting|standup"
                              r"|stand-up|call|booking|reservation|flight|train|delivery|slot|shift|session|class|lesson)s?\b")
# a slip put right at once, the right word after it: "to stockbridge — no wait, bruntsfield", "to Leith, sorry, Portobello"
_SLIP_FIXED = re.compile(r"(?:\s[—–-]+|,|\.\.\.|…)\s*(?:no,? wait|wait,? no|sorry|oops|i mean|i meant|no no|er+m?|um+)"
                         r"\s*[,:!.—–-]*\s*(?:(?:the|a|an|to) )?")


def _slip_fixed_to(text: str, at: int, about: tuple[re.Pattern[str], ...]) -> bool:
    """Is a slip put right in the 60 characters from `at`, to one of the values (lowered `text`)?"""
    slip = _SLIP_FIXED.search(text, at, at + 60)
    return slip is not None and any(value.match(text, slip.end()) for value in about)


_MOVE_VERB = re.compile(r"\b(?:moved|moving|switched|switching|migrated|migrating|relocated|changed|changing)\b")


def _moves_something_else(statement: str, m: re.Match[str], about: tuple[re.Pattern[str], ...]) -> bool:
    """True when the cue's move verb has an object of its own and a destination naming none of the values, or moved
    a thing, not the speaker: "户口终于迁到杭州了，人还在上海" (the household registration moved)."""
    if _MOVED_THING_ZH.search(statement, max(0, m.start() - 8), m.start() + 2) is not None:
        return True
    verb = _MOVE_VERB.search(m.group())
    if verb is None:
        return False
    at = m.start() + verb.end()
    moved = _MOVED_OBJECT.match(statement, at)
    if moved is None:
        return False
    if _OBJECT_NOT_MINE.search(statement, at, moved.end()):
        return True  # "I moved my GP registration to York", "moved the meeting to Friday": papers and plans moved
    if any(value.search(statement, at, moved.end()) for value in about):  # "switched my phone plan from EE to Vodafone"
        return False
    stop = _DESTINATION_END.search(statement, moved.end(), moved.end() + 60)
    end = stop.start() if stop else moved.end() + 60
    if _slip_fixed_to(statement, moved.end(), about):
        return False  # "moved the shop to stockbridge — no wait, bruntsfield": the destination put right at once
    if stop is not None and stop.group() == "," and any(value.match(statement, stop.end() + (statement[stop.end():stop.end() + 1] == " "))
                                                         for value in about):
        return False  # "… over to the north of England, York"
    return not any(value.search(statement, moved.end(), end) for value in about)


def in_sentence_of(statement: str, m: re.Match[str], about: tuple[re.Pattern[str], ...]) -> bool:
    """Does the sentence of the cue `m` name one of the values? ("we moved to Go last year. anyway I live in
    Lisbon": the move is no cue for the city; "我们组去年迁到 Go 了。对了我住苏州" likewise)"""
    lo = max(0, m.start() - WINDOW)
    begin = lo
    for boundary in _LOCAL_STOP.finditer(statement, lo, m.start()):  # (the last one: a forward scan, linear)
        begin = boundary.end()
    stop = _LOCAL_STOP.search(statement, m.end(), m.end() + WINDOW)
    end = stop.start() if stop else min(len(statement), m.end() + WINDOW)
    text = lowered(statement)
    if len(text) != len(statement):  # (another letter whose lower case is longer: positions would move)
        text = statement
    # a value named across the sentence's end still counts: "my GP is Dr. Maier" ends no sentence at "Dr."
    if any(found.start() < end and found.end() > begin
           for value in about for found in value.finditer(text, max(0, begin - WINDOW), end + WINDOW)):
        return True
    # "We moved!", "We moved last month.": a cue with nothing after it speaks of the whole message
    return not _WORDY.search(statement, m.end(), end) or not _WORDY.search(_FILLER.sub(" ", text[m.end():end]))


_WORDY = re.compile(r"[^\W_]")  # a letter, digit or CJK character
# after a cue, words that say when or how, not what: "We moved last month. Lisbon now.", "Sorry, typo in my last
# message. I live in Lyon." (the cue still speaks of the whole message)
_FILLER = re.compile(
    r"\b(?:(?:last|this|past|previous) (?:week|weekend|month|year|summer|winter|spring|autumn|fall|night|time)"
    r"|(?:a|one|two|three|four|five|six|a few|few|a couple of|couple of|\d+) (?:days?|weeks?|months?|years?)(?: ago)?"
    r"|in (?:january|february|march|april|may|june|july|august|september|october|november|december|\d{4})"
    r"|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|(?:in|from|with|about) (?:my|the|our|your|that) (?:(?:last|previous|earlier|first|other) )?(?:message|note|notes|reply"
    r"|answer|email|entry|post|comment|record)"
    r"|yesterday|today|tonight|recently|earlier|before|again|already|finally|at last|just|now|then|too|as well|ago|above"
    r"|there|sorry|oops|lol|haha|btw|by the way|ok|okay|sadly|officially|all|everything|fully|completely|for good"
    r"|permanently|back|over|on that|about that)\b"
    r"|上个?月|去年|前几天|最近|刚刚|已经|早就|上周|上星期|今年|年初|月初|[了啦哈呀吧啊呢]")


# (one form per character, each where it was: full-width, "İ", Traditional and Cantonese Chinese; ledger/script.py)
FULL_WIDTH = script.FULL_WIDTH
lowered = script.lowered


# a sentence for reading which value a cue speaks of: up to . ! ? or a line break (not ; or :, which join the
# clauses of one thought: "Fix to my note: I mis-transcribed the postcode; it is SW9 8HQ")
_LOCAL_STOP = re.compile(r"[.!?](?=\s|$)|[\n。！？]")


@functools.lru_cache(maxsize=4096)
def value_pattern(value: str) -> re.Pattern[str] | None:
    """The value as named in a lowered text: whole words where it begins or ends with an ASCII letter or digit."""
    named = " ".join(lowered(value).split())
    if not named or len(named) > WINDOW:
        return None
    return re.compile(("(?<![a-z0-9])" if named[0].isascii() and named[0].isalnum() else "") + r"\s+".join(
        map(re.escape, named.split())) + ("(?![a-z0-9])" if named[-1].isascii() and named[-1].isalnum() else ""))


def _pattern(value: Any) -> re.Pattern[str] | None:
    """The pattern of a value as `named` looks for it (text, or a number as written), or None."""
    t = type(value)
    if t is str or isinstance(value, str):
        return value_pattern(value)
    return value_pattern(str(value)) if t is int or t is float else None


def named(statement: str, values: tuple[Any, ...]) -> tuple[re.Pattern[str], ...]:
    """The patterns of the values the statement names (lowered), of those given (text, or a number as written)."""
    text = lowered(statement)
    found = []
    for value in values:
        pattern = _pattern(value)
        if pattern is not None and pattern.search(text):
            found.append(pattern)
    return tuple(found)


_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://\S+", re.IGNORECASE)


# cues that say when a change holds from, not who made it: "my manager is Ravi from this week on" is the subject's
_WHEN_CUES = ("from ", "as of", "以后都", "effective", "starting", "beginning", "从", "自")


# the correction cue "not …, never" (`CORRECTION_CUES`), as it matches
_DENIES_ITSELF = re.compile(r"not .{1,40}, never$", re.IGNORECASE | re.DOTALL)


def _corrects(statement: str, correction: re.Pattern[str] = _CORRECTION, unreal: re.Pattern[str] = UNREAL,
              about: tuple[re.Pattern[str], ...] = ()) -> bool:
    """True when a correction cue is not followed, in its clause, by a plan or hypothetical: "其实是下个月
    搬到里昂", "actually it is going to be Lyon" announce news, they say nothing was a mistake. With `about`,
    only a cue in a sentence naming one of those values counts."""
    text = ""  # the statement lowered, once (positions kept: see `in_sentence_of`)
    for n, m in enumerate(correction.finditer(statement)):
        if n == MAX_CUES:
            break
        end = CLAUSE_END.search(statement, m.end(), m.end() + WINDOW)
        stop = end.start() if end else m.end() + WINDOW
        if about and not text:
            text = lowered(statement)
            if len(text) != len(statement):
                text = statement
        if m.group().endswith(" about") and not any(  # "ignore what I said about the deadline": none of the values
                not _OWNER.match(text, found.end()) for value in about for found in value.finditer(text, m.end(), stop)):
            continue  # (nor "about Lisbon's weather": about the weather)
        if about and _DENIES_ITSELF.match(m.group()) and about[0].search(text, m.start(), m.end()) and not any(
                value.search(text, m.start(), m.end()) for value in about[1:]):
            # "I'm not vegan, never have been" with vegan the value sent: the statement denies its own value, it says
            # no held one was wrong (seed 000: "我不喜欢 X" read as "我喜欢 X" is the extraction error, not a correction)
            continue
        if not unreal.search(statement[m.end(): stop]) and (not about or (
                not _of_another_thing(text, m, about[0]) and in_sentence_of(statement, m, about))):
            return True
    return False


# the value named as the owner of another thing: "Lisbon's weather", "苏州的房价", "苏州那边的客户" (not "是苏州的。")
_OWNER = re.compile(r"['’]s\b|(?:那边|这边|那里|这里)?的(?![\s，。！？,.!?；;、]|$)")
# a correction told of a trip or of today: "it's Porto we're driving to today", "I'm in Porto this week", "for the
# weekend", "我这周在苏州出差"
_FOR_A_TRIP = re.compile(r"\b(?:today|tonight|this (?:week|weekend|morning|afternoon|evening)|for (?:the|a) (?:weekend|week"
                         r"|day|night|trip|conference|few days)|on (?:a|the|my|our) (?:trip|holiday|vacation|business trip))\b"
                         r"|这周|这个?(?:礼拜|星期|周末)|这几天|今天|今晚|出差|旅游|度假")


def _of_another_thing(text: str, m: re.Match[str], value: re.Pattern[str]) -> bool:
    """After the correction cue `m` in `text` (lowered), in its sentence, is the candidate's `value` named only as the
    owner of another thing, or in a clause of a trip or of today (`_OWNER`, `_FOR_A_TRIP`)? Then a booking, a price or
    a trip was put right, not the record: "不对，苏州的房价更高", "Ignore my last message, I'm in Porto for the weekend"."""
    stop = FULL_STOP.search(text, m.end(), m.end() + WINDOW)
    end = stop.start() if stop else min(len(text), m.end() + WINDOW)
    found = value.search(text, m.end(), end)
    if found is None:
        return False
    if _OWNER.match(text, found.end()):
        return True
    start = m.end()
    for boundary in CLAUSE_END.finditer(text, m.end(), found.start()):
        start = boundary.end()
    after = CLAUSE_END.search(text, found.end(), end)
    return _FOR_A_TRIP.search(text, start, after.start() if after else end) is not None


# Joined, in the plain past and the speaker's own clause: "I joined Atkins on 1 February, forgot to tell you", "I started
# driving for Stagecoach on 9 February" ("Back in 2019, I joined Vandelay" is no cue by itself: `joined_dated` is read
# only for news the caller dated after the held fact)
_JOINED = re.compile(r"(?:^|(?<=[.!?;:,\n]))\s*(?:so |and |oh |btw,? )?(?:i|we) (?:joined|moved to|started (?:at|with|[a-z]+ing "
                     r"(?:at|for))|began (?:at|[a-z]+ing (?:at|for)))\b"
                     # not a part of X ("joined Globex's advisory board", "the Globex webinar"), nor X beside the held
                     # value or for a while ("still full-time at Acme", "as well", "as a freelancer on weekends", "for a
                     # two-week trial", "for the new parser only", "to sync my watch")
                     r"(?![^.!?;\n]*(?:['’]s\b|\b(?:webinar|board|slack|discord|channel|programme|program|community"
                     r"|newsletter|meetup|waitlist|beta|pilot|trial|as well|too|also|alongside|besides|part[- ]time"
                     r"|still (?:[\w-]+ )?(?:at|with)|still working|freelanc\w*|consult\w*|contract(?:or|ing)"
                     r"|side (?:project|gig|hustle)|on the side|weekends?|only|to (?:sync|try|test|check|track|link"
                     r"|connect|follow|help)|for (?:the|a|an) (?:partnership|project|event|session|course|class))\b))",
                     re.IGNORECASE)


def joined_dated(statement: str | None) -> bool:
    """The speaker says they joined, started at or moved to somewhere, in the plain past (a cue only for late news)."""
    return statement is not None and statement.isascii() and _JOINED.search(statement) is not None


def cue_of(statement: str | None, values: tuple[Any, ...] = (), *, scheduled: bool = False,
           others: bool = True) -> str | None:
    """'correction', 'change', 'refinement' or None, from the statement's wording (`_cue_of`); 'refinement' where it
    has neither cue and says it tells a held value more precisely (`more_precisely`: "Roman samian ware to be exact"
    with "Roman pottery" held)."""
    cue = _cue_of(statement, values, scheduled=scheduled, others=others)
    if cue is None and not scheduled and statement and len(values) > 1 and _MAY_REFINE.search(statement) and (
            more_precisely(statement, values, others)):
        return "refinement"
    return cue


def _cue_of(statement: str | None, values: tuple[Any, ...] = (), *, scheduled: bool = False,
            others: bool = True) -> str | None:
    """'correction', 'change' or None, from the statement's wording. With `values` (the candidate's and its
    rivals'), a statement naming any of them is read for cues only in the sentences that name one: a whole
    message's other sentences speak of other facts ("we moved to Go last year. anyway I live in Lisbon").
    `scheduled`: the candidate's value starts after now, so a change told before it happens is a change
    ("I'm moving to York on 1 June", "下个月要搬到约克": SCHEDULED_CUES, and time-to-come words unread).
    `others` False: the key is about another person, whose own change it is ("我妈搬到成都了" for
    family.mother_city): a change by someone else counts."""
    if not statement:
        return None
    if not statement.isascii():
        statement = folded(statement)
    if "://" in statement:  # a URL's words are no cue: "my homepage is https://b.example/migrated"
        statement = _URL.sub(lambda u: " " * len(u.group()), statement)
    if scheduled:
        text = lowered(statement)
        about = named(text, values) if values else ()
        if about and _pattern(values[0]) not in about:
            about = ()
        if _corrects(text, _CORRECTION, _SCHEDULED_UNREAL, about):
            return "correction"
        return "change" if _changes(text, _SCHEDULED_NEGATED, _SCHEDULED_CHANGE, _SCHEDULED_UNREAL, about,
                                    others, _pattern(values[0]) if values else None) else None
    if statement.isascii():
        statement, (needed, correction, change, negated, unreal) = statement.lower(), _LOWERED
        may_correct, may_change = _may_cue(statement)
    else:
        needed, correction, change, negated, unreal = _FOLDED
        may_correct = may_change = needed.search(statement) is not None
    if not (may_correct or may_change):
        return event_change(statement, values, negated, unreal, others)
    # (the candidate's own value not named, the cue may speak of it in other words: "we migrated to Golang" for Go)
    about = named(statement, values) if values else ()
    if about and _pattern(values[0]) not in about:
        about = ()
    if may_correct and _corrects(statement, correction, unreal, about):
        return "correction"
    if may_correct and about and _held_said_wrong(statement, values, about[0]):
        return "correction"
    if may_change and _changes(statement, negated, change if others else (
            _THEIR_CHANGE_LOWERED if change is _LOWERED[2] else _THEIR_CHANGE), unreal, about, others,
            _pattern(values[0]) if values else None):
        return "change"
    if now_change(statement, values, negated, unreal):
        return "change"
    return event_change(statement, values, negated, unreal, others)


# a held value said to be wrong, starting its clause and ending it: "Lisbon's wrong, it's Porto", "Lisbon is not right, I
# live in Porto" (not "Lisbon's wrong for us", "Lisbon's weather is wrong")
_SAID_WRONG = re.compile(r"(?:['’]s| is| was) (?:(?:just|simply|all|totally|completely) )?(?:wrong|incorrect|not (?:right"
                         r"|correct))(?=[ \t]*(?:[,.;:!—–-]|$))")
_HEAD = re.compile(r"(?:^|[.!?;:,\n])[ \t]*(?:(?:no|nope|oops|sorry|nah|hey|um|er|and|but),?[ \t]*)?$")
# ... not a choice regretted or two values compared, which corrects no record: "Lisbon was wrong, I should have gone to
# Porto", "Java was wrong, Go would have been simpler", "Acme was wrong, Globex pays more" (read up to the sentence's end)
_REGRET = re.compile(r"\b(?:should|would|could|might|ought to)(?:n['’]t| not)?(?:['’]ve| have)\b|\b(?:should|would|could)['’]?ve\b"
                     r"|\b(?:if only|i wish|we wish)\b|\b(?:more|less|better|worse|cheaper|simpler|easier|nicer|faster)\b"
                     r"|\b\w+er than\b")
_STOP = re.compile(r"[.!?;\n]")


def _sentence_end(text: str, at: int, most: int) -> int:
    """Where the sentence going on at `at` ends, at most `most` characters on."""
    stop = _STOP.search(text, at, at + most)
    return stop.start() if stop else min(len(text), at + most)


def _held_said_wrong(statement: str, values: tuple[Any, ...], candidate: re.Pattern[str]) -> bool:
    """Is a held value (`values[1:]`) said to be wrong, in a clause of its own, with the candidate's value named after it
    in the next 100 characters ("Lisbon's not right, I live in Porto")?"""
    text = lowered(statement)
    if len(text) != len(statement):
        text = statement
    seen = 0
    for value in values[1:]:
        pattern = _pattern(value)
        if pattern is None or pattern.pattern == candidate.pattern:
            continue
        for found in pattern.finditer(text):
            seen += 1
            if seen > MAX_CUES:
                return False
            wrong = _SAID_WRONG.match(text, found.end())
            if (wrong is not None and _HEAD.search(text, max(0, found.start() - 20), found.start())
                    and candidate.search(text, wrong.end(), wrong.end() + 100)
                    and not _REGRET.search(text, wrong.end(), _sentence_end(text, wrong.end(), 100))):
                return True
    return False


# another person's thing: "the Honda is my wife's" (`_said_of_another`)
_OTHERS_THING = re.compile(r"\b(?:" + PEOPLE_EN + r")['’]s\b|\b(?:is|are|was) (?:his|hers|theirs)\b", re.IGNORECASE)
# On a many key a change names the value it replaces: "I switched from tennis to padel", "把羽毛球换成网球了",
# "tennis is out, padel is in". Not when the statement keeps it: "I play padel as well as tennis", "也".
_KEEPS = re.compile(r"\b(?:also|too|as well|in addition|besides|still|and)\b|也|还|同时|另外|和|以及")


def names_old(statement: str | None, value: Any) -> bool:
    """True when `value` (a string) is named in the statement as what a change left: after "from", before
    "to"/"换成"/"改成", or after "把", and the statement does not say it is kept."""
    if not statement or not isinstance(value, str) or not value.strip() or len(value) > WINDOW:
        return False
    if not statement.isascii() or not value.isascii():
        statement, value = folded(statement), folded(value)
    lowered = statement.lower()
    named = " ".join(value.lower().split())
    if named not in " ".join(lowered.split()):  # (not named at all: the usual case, one C search)
        return False
    v = re.escape(named)
    edge = "(?<![a-z0-9])" if value[0].isascii() and value[0].isalnum() else ""
    tail = "(?![a-z0-9])" if value[-1].isascii() and value[-1].isalnum() else ""
    pattern = (rf"\b(?:from|off|replac(?:ed|ing|e)|swapped(?:\s+out)?)\s+(?:(?:the|my|our)\s+)?{edge}{v}{tail}"
               rf"|{edge}{v}{tail}\s+(?:to|->|→|换成|改成|换为|改为|(?:(?:was|is|got|has been)\s+)?replaced)"
               rf"|把\s*{v}\s*(?:换|改)"
               # a system of record: "证书等级由助理社会工作师变更为社会工作师"
               rf"|(?:由|从)\s*{v}\s*(?:变更|调整|变|改|换|转)(?:为|成|到)")
    found = re.search(pattern, lowered[:WINDOW * 4])
    return found is not None and not _KEEPS.search(lowered[:WINDOW * 4])


# A statement that says it gives the held value more precisely: "Roman samian ware to be exact", "to be precise", "more
# specifically", "…, specifically samian ware", "具体来说", "准确地说", "确切地说", "genauer gesagt", "para ser exactos",
# "plus précisément", "per essere precisi" ("specifically" set off by a comma or a dash: not "I specifically asked for")
_MAY_REFINE = re.compile(r"exact|exat|precis|précis|specific|specifico|específic|especific|genauer|concret|esatt"
                         r"|具体|具體|准确|準確|确切|確切", re.IGNORECASE)
_MORE_PRECISELY = re.compile(
    r"\bto be (?:more |quite |really )?(?:exact|precise|specific)\b|\bmore (?:precisely|specifically|exactly)\b"
    r"|(?:^|(?<=[,;:(—–-])|(?<=[,;:(—–-] ))specifically\b|\bspecifically(?=\s*(?:[,:;)—–]|$))"
    r"|具体(?:来|地)说|具体而言|更具体(?:来|地)说|(?:更)?准确(?:来|地)说|(?:更)?确切(?:来|地)说"
    r"|\bgenauer gesagt\b|\bum genau zu sein\b"
    r"|\bpara ser (?:más |mais )?(?:exact|exat|precis|concret)[oa]s?\b|\bmás (?:exactamente|concretamente|precisamente)\b"
    r"|\ben concreto\b|\bmais (?:precisamente|especificamente|exatamente)\b"
    r"|\bplus précisément\b|\bpour être (?:plus )?(?:précise?s?|exacte?s?)(?!\w)"
    r"|\bper essere (?:più )?(?:precis|esatt)[oaie]\b|\bpiù (?:precisamente|esattamente)\b|\bnello specifico\b",
    re.IGNORECASE)
# ... with nothing in the statement that denies, takes back or contrasts ("not Roman pottery", "well, Greek glass to be
# precise", "or rather", "I mean", "sorry"), nor a plan or a hypothetical (`UNREAL`): a correction or a clash, not a
# refinement
_NOT_REFINED = re.compile(
    r"\b(?:not|no|never|nor|nope|well|rather|instead|i mean|sorry|oops|wait|but|though|although|however|nicht|kein\w*"
    r"|nie|pas|non|não|nunca|jamais|pero|mais|aber|sondern|sino|ma|però|plutôt|eher|bzw)\b|n['’]t\b"
    r"|不是|不对|没有|并非|而非|而是|其实|不过|但是|或者说|应该说|不如说", re.IGNORECASE)


def more_precisely(statement: str, values: tuple[Any, ...], others: bool = True) -> bool:
    """Does the statement say it tells a held value (`values[1:]`) more precisely as the candidate's (`values[0]`)?
    The cue (`_MORE_PRECISELY`) in the sentence naming the candidate's value, no change, correction, denial or contrast
    anywhere in the statement, and the value plausibly a kind of a held one: keeping a word of it and adding more
    (`kinds.narrows`: "Roman pottery" -> "Roman samian ware"), or, with the held value named in the statement, not a
    sibling of it ("Roman pottery, specifically samian ware"; not "Greek pottery"). Never where the candidate holds a
    held value whole ("Java 21 + Spring Boot 3" with "Java" held): the policy's own refinement, which on a multi-valued
    key it does not make (the statement adds a value there, and this cue ends none)."""
    new = values[0]
    if not isinstance(new, str) or len(new) > WINDOW:
        return False
    text = lowered(folded(statement)) if not statement.isascii() else statement.lower()
    if len(text) != len(statement):
        text = folded(statement)
    cue = _MORE_PRECISELY.search(text)
    own = value_pattern(new)
    if cue is None or own is None or not own.search(text) or not in_sentence_of(text, cue, (own,)):
        return False
    said = canonical_text(new)
    held = [v for v in values[1:] if isinstance(v, str) and v.strip()]
    if not held or any(canonical_text(v) in said for v in held):
        return False
    if not any(narrows(v, new) or (not sibling(v, new) and (p := value_pattern(v)) is not None and p.search(text))
               for v in held):
        return False
    if _NOT_REFINED.search(text) or UNREAL.search(text):
        return False
    # (a cue anywhere in the statement, not only in the sentences naming a value: read as cue_of reads it, prefiltered)
    return _cue_of(statement, others=others) is None
