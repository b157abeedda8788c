"""How friends reach a game this computer hosts, in the lobby's words: the router asked to open
the way (net/router.py) and what it answered, this house's own address, and this computer's
IPv6 address where it has one on the internet. When the router does not open the way, the words
say what to do instead: a server everyone can reach, or the router's own setting."""

from __future__ import annotations

from ...net import router
from ..looks.language import words


def reach_lines(link, local: str) -> list[tuple[str, bool]]:
    """Each line with whether it tells of a problem; none until the router is asked."""
    mapping, port = link.router, link.port
    state = mapping.state if mapping is not None else None
    lines: list[tuple[str, bool]] = []
    if state == router.ASKING:
        lines.append((words("reach.asking"), False))
    elif state == router.OPEN:
        lines += [(words("reach.open", address=mapping.public_address, port=port), False),
                  (words("reach.here", address=local), False)]
    elif state == router.SHARED:
        lines += [(words("reach.shared", address=mapping.public_address, port=port, local=local), True),
                  (words("reach.instead_server"), False)]
    elif state in (router.REFUSED, router.NO_ROUTER):
        if state == router.NO_ROUTER:
            said = words("reach.no_router", local=local)
        elif mapping.problem:
            said = words("reach.refused_saying", port=port, problem=mapping.problem, local=local)
        else:
            said = words("reach.refused", port=port, local=local)
        lines += [(said, True), (words("reach.instead", port=port, local=local), False)]
    if link.ipv6 and state is not None:
        lines.append((words("reach.ipv6", address=link.ipv6, port=port), False))
    return lines
