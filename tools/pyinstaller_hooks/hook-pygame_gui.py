"""pygame-gui's data in the bundle (scripts/package, `--additional-hooks-dir`): its theme, its
words and the faces the app can show, Noto Sans (pygame-gui's default for English), Fira Code
(its symbols) and Noto Sans JP (every word in Japanese); not the faces of the languages the app
never speaks, Korean and Chinese above all (29 MB of the 41 MB)."""

from PyInstaller.utils.hooks import collect_data_files

UNSPOKEN = ["NotoSansKR-*", "NotoSansSC-*", "NotoSansArabic-*", "NotoSansHebrew-*", "NotoSansGeorgian-*"]

datas = collect_data_files("pygame_gui", excludes=[f"data/{faces}" for faces in UNSPOKEN])
