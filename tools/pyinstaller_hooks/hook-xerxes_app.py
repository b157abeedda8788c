"""The app in the bundle (scripts/package, `--additional-hooks-dir`): every module, as the app
imports its screens and most of the engine when first used, where PyInstaller's reading of the
imports cannot follow; and its package data. The assets and the example games are folders of
data, read as files (xerxes_app/resources.py), not modules."""

from PyInstaller.utils.hooks import collect_data_files, collect_submodules

DATA_ONLY = ("xerxes_app.assets", "xerxes_app.saves")

hiddenimports = collect_submodules("xerxes_app", filter=lambda name: name not in DATA_ONLY)
datas = collect_data_files("xerxes_app")
