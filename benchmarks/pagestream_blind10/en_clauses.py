"""Boilerplate clauses and the section helper shared by the English contracts."""

from flow import Flow

EN_BOILER = {
    "law": (
        "This Agreement and any dispute or claim arising out of or in "
        "connection with it shall be governed by and construed in accordance "
        "with the laws of {law}, and the parties submit to the exclusive "
        "jurisdiction of the courts of {court}."
    ),
    "entire": (
        "This Agreement constitutes the entire agreement between the parties "
        "and supersedes all prior negotiations, representations and "
        "understandings, whether written or oral, relating to its subject "
        "matter."
    ),
    "sever": (
        "If any provision of this Agreement is held invalid or unenforceable, "
        "that provision shall be modified to the minimum extent necessary and "
        "the remaining provisions shall continue in full force and effect."
    ),
    "counter": (
        "This Agreement may be executed in any number of counterparts, each of "
        "which is an original and all of which together constitute one "
        "instrument. Signatures delivered by PDF or electronic signature "
        "service are binding."
    ),
    "notice": (
        "Any notice under this Agreement shall be in writing and delivered by "
        "hand, by courier or by email to the address of the receiving party "
        "set out above, and is deemed received on delivery."
    ),
    "assign": (
        "Neither party may assign or transfer any of its rights or obligations "
        "under this Agreement without the prior written consent of the other "
        "party, such consent not to be unreasonably withheld."
    ),
    "force": (
        "Neither party shall be liable for any delay or failure to perform "
        "caused by events beyond its reasonable control, including fire, "
        "flood, epidemic, war, strikes or failure of public utilities."
    ),
}


def sec(fl: Flow, head, paras, **kw):
    fl.h(head, fl.sz + 0.5, al="l", gap=0, f=fl.f)
    for p in [paras] if isinstance(paras, str) else paras:
        fl.p(p.format(**kw), after=3)
