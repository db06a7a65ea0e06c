#!/usr/bin/env python3
"""Copies each article's tested snippet (between `// snippet:begin` and `// snippet:end` in
Tests/LazyScrollTests/Documentation/<Article>ArticleTests.swift) into the ```swift blocks of
Sources/LazyScroll/Documentation.docc/<Article>.md, in order, and the UIKit and SwiftUI guides' examples into
Documentation/UIKit.md and Documentation/SwiftUI.md. Edit the test, run this, and DocumentationSnippetTests confirms the two agree."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
tests = root / "Tests/LazyScrollTests/Documentation"
docs = root / "Sources/LazyScroll/Documentation.docc"

pairs = [(test, docs / (test.name[: -len("ArticleTests.swift")] + ".md")) for test in sorted(tests.glob("*ArticleTests.swift"))]
# The SwiftUI guide's examples only compile for iOS (Scripts/check-guide-examples.sh).
pairs.append((root / "Tests/LazyScrollSwiftUITests/Documentation/SwiftUIDocumentationExamples.swift", root / "Documentation/SwiftUI.md"))
pairs.append((root / "Tests/LazyScrollUIKitTests/Documentation/UIKitDocumentationExamples.swift", root / "Documentation/UIKit.md"))

for test, article in pairs:
    snippets = []
    for match in re.finditer(r"^[ \t]*// snippet:begin\n(.*?)^[ \t]*// snippet:end$", test.read_text(), re.M | re.S):
        lines = match.group(1).rstrip("\n").split("\n")
        indent = min(len(l) - len(l.lstrip(" ")) for l in lines if l.strip())
        snippets.append("\n".join(l[indent:] if l.strip() else "" for l in lines))
    blocks = iter(snippets)
    text = re.sub(r"(```swift\n).*?(\n```)", lambda m: m.group(1) + next(blocks) + m.group(2), article.read_text(), flags=re.S)
    article.write_text(text)
    print(f"{article.relative_to(root)}: {len(snippets)} snippet(s)")
