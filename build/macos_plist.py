"""The macOS app's Info.plist additions: `.tws` saves are Tablewright documents.

Imported by tablewright.spec (BUNDLE's info_plist) and by tests/test_macos_plist.py; nothing here
needs PyInstaller or a Mac. Written for macOS but not yet tried on one.

- UTExportedTypeDeclarations: the app defines the type `org.tablewright.save` (extension `tws`,
  MIME type application/x-tablewright-save), a kind of plain text (a save is JSON Lines).
- CFBundleDocumentTypes: the app opens that type as its owner (LSHandlerRank Owner), so Finder
  shows saves with the app's icon and a double-click opens them in it.

Finder hands the file over as an "open document" Apple event, not on the command line: the spec
turns on PyInstaller's argv_emulation, which turns the event received at launch into argv (so
`python -m game FILE.tws`'s path runs). A document opened while the app already runs sends a
second event that nothing receives yet (untested; see the README).
"""

from __future__ import annotations

from typing import Any

BUNDLE_ID = "org.tablewright.app"
SAVE_UTI = "org.tablewright.save"
SAVE_EXTENSION = "tws"
SAVE_MIME_TYPE = "application/x-tablewright-save"


def info_plist(version: str) -> dict[str, Any]:
    return {
        "CFBundleName": "Tablewright",
        "CFBundleDisplayName": "Tablewright",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": SAVE_UTI,
            "UTTypeDescription": "Tablewright save",
            "UTTypeConformsTo": ["public.plain-text", "public.data"],
            "UTTypeTagSpecification": {
                "public.filename-extension": [SAVE_EXTENSION],
                "public.mime-type": [SAVE_MIME_TYPE],
            },
        }],
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": "Tablewright save",
            "CFBundleTypeRole": "Editor",  # it plays the game on in the same file
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [SAVE_UTI],
            "CFBundleTypeExtensions": [SAVE_EXTENSION],
        }],
    }
