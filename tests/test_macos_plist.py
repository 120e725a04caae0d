"""Issue 25, macOS: the .app declares `.tws` saves as its documents. The spec is run here with
stand-ins for PyInstaller's classes and sys.platform set to "darwin", and what it gives BUNDLE is
checked; whether Finder honours it is untested (no Mac here)."""

from __future__ import annotations

import plistlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "tablewright.spec"


class Recorder:
    """Stands for one of PyInstaller's spec classes: keeps its arguments."""

    made: dict[str, list["Recorder"]] = {}

    def __init__(self, kind: str, *args, **kwargs):
        self.kind, self.args, self.kwargs = kind, args, kwargs
        Recorder.made.setdefault(kind, []).append(self)
        self.scripts = self.binaries = self.datas = self.pure = []


def run_spec_as(platform: str, monkeypatch) -> dict[str, list[Recorder]]:
    Recorder.made = {}
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts build/ first
    monkeypatch.delenv("TABLEWRIGHT_ONEFILE", raising=False)
    names = {kind: (lambda *a, _kind=kind, **k: Recorder(_kind, *a, **k)) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    import tempfile

    with tempfile.TemporaryDirectory() as workpath:  # PyInstaller gives a spec its build folder too
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), {"SPECPATH": str(SPEC.parent), "workpath": workpath, **names})
    return Recorder.made


def test_the_mac_app_owns_tws_documents(monkeypatch):
    made = run_spec_as("darwin", monkeypatch)
    (bundle,) = made["BUNDLE"]
    plist = bundle.kwargs["info_plist"]
    (document,) = plist["CFBundleDocumentTypes"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["tws"]
    assert exported["UTTypeTagSpecification"]["public.mime-type"] == ["application/x-tablewright-save"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert document["CFBundleTypeExtensions"] == ["tws"]
    assert document["LSHandlerRank"] == "Owner" and document["CFBundleTypeRole"] in ("Editor", "Viewer")
    assert bundle.kwargs["bundle_identifier"] == "org.tablewright.app"
    plistlib.loads(plistlib.dumps(plist))  # writable as an Info.plist as it is


def test_the_mac_executable_turns_finders_open_event_into_argv(monkeypatch):
    made = run_spec_as("darwin", monkeypatch)
    assert all(exe.kwargs["argv_emulation"] is True for exe in made["EXE"])


def test_other_systems_get_no_app_bundle_and_no_argv_emulation(monkeypatch):
    made = run_spec_as("linux", monkeypatch)
    assert "BUNDLE" not in made
    assert all(exe.kwargs["argv_emulation"] is False for exe in made["EXE"])
