"""What a module writes on screen: its drawing functions wrapped to keep each text drawn and where
it went, for tests that check the words on a drawn surface (a mat, a chart, the event card)."""


class Written:
    def __init__(self, monkeypatch, module, names=("blit_text", "blit_printed", "print_wrapped")):
        self.said: list[tuple[str, object]] = []  # the words, and what drawing them returned (their rect)
        for name in names:
            if hasattr(module, name):  # a module draws with some of them
                monkeypatch.setattr(module, name, self._keeping(getattr(module, name)))

    def _keeping(self, draw):
        def draw_and_keep(surface, words, *rest, **named):
            drawn = draw(surface, words, *rest, **named)
            self.said.append((words, drawn))
            return drawn
        return draw_and_keep

    def texts(self) -> list[str]:
        return [words for words, _ in self.said]

    def where(self, words: str) -> list:
        return [drawn for said, drawn in self.said if said == words]
