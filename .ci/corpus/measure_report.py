"""The Markdown report of .ci/corpus/measure: one row per file, then the summary."""

import collections

import measure_names as names


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def result_of(outcome):
    """The file's class: compiles, the surface lacks members, isolation only, or outside the surface."""
    if outcome.compiles:
        return "compiles"
    if outcome.gaps:
        return "surface lacks"
    if outcome.isolation and not outcome.outside:
        return "isolation"
    return "outside the surface"


# Errors in Swift 6 mode that the file would meet against UIKit too, so that its app builds in Swift 5 mode.
SWIFT5_ONLY = ("@UIApplicationMain", "UIKit's names before Swift 4.2")


def swift5_reason(outcome):
    """Why the file cannot be Swift 6 against UIKit either (`@UIApplicationMain`), or None."""
    for reason, _, _ in outcome.outside:
        if reason.startswith(SWIFT5_ONLY):
            return reason.split(",")[0].split(" (")[0]
    return None


def headline(outcome):
    """The file's headline result: it compiles in Swift 6 mode, or in Swift 5 mode when Swift 6 mode is closed to
    it against UIKit too; "" when it does not compile."""
    if outcome.compiles:
        return "compiles"
    reason = swift5_reason(outcome)
    if outcome.swift5.compiles and reason:
        return "compiles in Swift 5 mode (%s)" % reason
    return ""


# What keeps a file from compiling, first match wins: the reasons no surface can change on Linux first, then the
# surface's gaps, then the Swift 6 errors the file meets against UIKit too, then the measurement's own limits.
BLOCKERS = [
    ("SwiftUI's App (Linux has no SwiftUI)", lambda o: o.swiftui_app and any(
        r.startswith("SwiftUI's App") for r, _, _ in o.outside)),
    ("the Objective-C runtime (Linux has none)", lambda o: any(r.startswith("the Objective-C runtime")
                                                               for r, _, _ in o.outside)),
    ("Objective-C classes (a class of the surface or a stub that does not derive from NSObject)", lambda o: any(
        r.startswith("Objective-C classes") for r, _, _ in o.outside)),
    ("a UIKit or Foundation name the surface lacks", lambda o: bool(o.gaps)),
    ("UIKit's names before Swift 4.2", lambda o: any(r.startswith("UIKit's names before") for r, _, _ in o.outside)),
    ("isolation errors it meets against UIKit too", lambda o: bool(o.isolation) and all(
        r.startswith("@UIApplicationMain") for r, _, _ in o.outside)),
    ("stubs of the app's own code too loose, or other", lambda o: True),
]


def blocker(outcome):
    """The first blocker of a file that does not count as compiling: judged on Swift 5 mode's errors for a file
    that cannot be Swift 6 against UIKit either, else on Swift 6 mode's."""
    judged = outcome.swift5 if swift5_reason(outcome) else outcome
    judged.swiftui_app = outcome.swiftui_app
    for name, applies in BLOCKERS:
        if applies(judged):
            return name
    return BLOCKERS[-1][0]


def blocked_by_objc_model_only(outcome):
    """Whether a file that does not count as compiling fails in the macos world only on the stand-ins' Objective-C
    model (a surface class or a stub that does not derive from NSObject, so `@objc` is refused where UIKit's or the
    app's real class would be accepted): no missing name, no
    isolation error, no other reason. The compiler reports some errors only once others are gone, so this is an
    upper bound of what a Mac would compile, never counted as compiling."""
    judged = outcome.swift5 if swift5_reason(outcome) else outcome
    return (not judged.gaps and not judged.isolation and bool(judged.outside)
            and all(r.startswith("Objective-C classes") for r, _, _ in judged.outside))


def all_gaps(outcome):
    """The names the surface lacks in either mode, Swift 6 mode's first."""
    return outcome.gaps + [g for g in outcome.swift5.gaps if g not in outcome.gaps]


def owner_framework(gap):
    """Whether a missing name is UIKit's or Foundation's (what swift-corelibs-foundation lacks)."""
    framework = names.framework_of(gap.split(".")[0])
    return "Foundation" if framework == "Foundation" else "UIKit"


def reasons(outcome):
    found = collections.OrderedDict()
    for reason, _, _ in outcome.outside:
        found[reason] = found.get(reason, 0) + 1
    return found


# Each world's title and what it compiles against (.ci/corpus/measure --world).
WORLD_TITLES = {
    "linux": ("# Real delegate files against the UIKit-shaped surface: Linux",
              "Compiled on Linux against the surface as `swift build` builds it and Linux's Foundation "
              "(swift-corelibs-foundation), with a stand-in ObjectiveC module (just `Selector`). A missing Foundation "
              "name is one swift-corelibs-foundation lacks."),
    "macos": ("# Real delegate files against the UIKit-shaped surface: as on a Mac (stand-ins)",
              "Compiled **on Linux, not on a Mac**: against the surface as a Mac builds it (`.ci/apple/typecheck "
              "--world macos-objc`, Objective-C interoperability on, NSObject the Objective-C class of the stand-in "
              "ObjectiveC.h) and the stand-in Apple modules of `.ci/apple/StandIns` (Darwin, ObjectiveC, "
              "Foundation), written from Apple's documentation, instead of Linux's Foundation. A missing Foundation "
              "name is one the stand-in Foundation does not declare yet, not one Apple's lacks; an error on `@objc` "
              "names a class of the surface or a stub that does not derive from NSObject."),
    "mac": ("# Real delegate files against the UIKit-shaped surface: on a Mac",
            "Compiled on a Mac against the surface as `swift build` builds it there and Apple's own Foundation. A "
            "missing Foundation name is one the measurement's rules took for missing; an Objective-C error is one "
            "a Mac gives."),
}


def render(rows, world="linux"):
    title, world_text = WORLD_TITLES[world]
    lines = [title, "",
             "Written by `.ci/corpus/measure --world %s` (see `.ci/corpus/README.md`); do not edit by hand." % world,
             "", world_text, "",
             "Each file is compiled in Swift 6 mode and in Swift 5 mode. It counts as compiling when it compiles in "
             "Swift 6 mode, or in Swift 5 mode when it cannot be Swift 6 against UIKit either (`@UIApplicationMain`). "
             "The names the surface lacks are those of either mode; isolation errors and the reasons outside the "
             "surface are Swift 6 mode's, then Swift 5 mode's where they differ.", "",
             "| # | repository | file | commit | handles | counts as | Swift 6 | Swift 5 | surface lacks | isolation "
             "| outside the surface | stubbed |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    counts = collections.Counter()
    counts5 = collections.Counter()
    headlines = collections.Counter()
    blockers = collections.Counter()
    gap_files = collections.Counter()
    objc_model_only = 0
    isolation_files = 0
    isolation_only = 0
    outside_reasons = collections.Counter()
    apple_frameworks = collections.Counter()
    extensions = collections.Counter()
    repositories = set()
    for number, (repository, path, commit, note, outcome) in enumerate(rows, 1):
        repositories.add(repository)
        result = result_of(outcome)
        result5 = result_of(outcome.swift5)
        counts[result] += 1
        counts5[result5] += 1
        counted = headline(outcome)
        headlines["swift 6" if counted == "compiles" else "swift 5" if counted else "no"] += 1
        if not counted:
            blockers[blocker(outcome)] += 1
            objc_model_only += blocked_by_objc_model_only(outcome)
        for gap in all_gaps(outcome):
            gap_files[gap] += 1
        if outcome.isolation:
            isolation_files += 1
            if result == "isolation":
                isolation_only += 1
        for reason in reasons(outcome):
            outside_reasons[reason] += 1
        for framework in outcome.apple_stubbed:
            apple_frameworks[framework] += 1
        for extension in outcome.assumed_extensions:
            extensions[extension] += 1
        isolation = "%d error%s" % (len(outcome.isolation), "" if len(outcome.isolation) == 1 else "s") \
            if outcome.isolation else ""
        outside = "; ".join("%s (%d)" % (r, n) for r, n in reasons(outcome).items())
        outside5 = "; ".join("%s (%d)" % (r, n) for r, n in reasons(outcome.swift5).items())
        if outside5 != outside:
            outside = "Swift 6: %s. Swift 5: %s" % (outside or "none", outside5 or "none")
        stubbed = "%d app/third-party" % len(outcome.stubbed)
        if outcome.apple_stubbed:
            stubbed += "; Apple: " + ", ".join(sorted(outcome.apple_stubbed))
        lines.append("| %d | %s | %s | `%s` | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            number, repository, cell(path), commit[:10], cell(note), "**%s**" % counted if counted else "no",
            result, result5, cell(", ".join("`%s`" % g for g in all_gaps(outcome))), isolation, cell(outside),
            cell(stubbed)))
    total = len(rows)
    compiled = headlines["swift 6"] + headlines["swift 5"]

    def share(n):
        return round(100.0 * n / total) if total else 0

    lines += ["", "## Summary", "",
              "- Files: %d from %d repositories." % (total, len(repositories)),
              "- **%d of %d compile** (%d%%): %d in Swift 6 mode, %d more in Swift 5 mode because they cannot be "
              "Swift 6 against UIKit either." % (compiled, total, share(compiled), headlines["swift 6"],
                                                 headlines["swift 5"]),
              "- Swift 6 mode: %d of %d compile (%d%%). Swift 5 mode: %d of %d compile (%d%%)." % (
                  counts["compiles"], total, share(counts["compiles"]), counts5["compiles"], total,
                  share(counts5["compiles"])),
              "- The %d that do not count as compiling, by what blocks each first: %s." % (
                  headlines["no"], "; ".join("%s: %d" % (name, blockers[name]) for name, _ in BLOCKERS
                                             if blockers[name])),
              "- In Swift 6 mode, %d fail because the surface lacks a UIKit or Foundation name, %d only on isolation errors, %d for "
              "reasons outside the surface." % (counts["surface lacks"], counts["isolation"],
                                                counts["outside the surface"]),
              "- In Swift 5 mode, %d fail because the surface lacks a UIKit or Foundation name, %d for reasons outside "
              "the surface." % (counts5["surface lacks"], counts5["outside the surface"] + counts5["isolation"]),
              "- **%d of %d use nothing of UIKit or Foundation that the surface lacks in either mode** (%d%%)." % (
                  total - sum(1 for row in rows if all_gaps(row[4])), total,
                  share(total - sum(1 for row in rows if all_gaps(row[4])))),
              "- Isolation errors in %d files (%d with no other error). The compiler reports them only once a file "
              "has no other error, so files that fail otherwise may have more." % (isolation_files, isolation_only)]
    if world == "macos":
        lines.append("- %d of the files that do not count as compiling fail only on `@objc` checks refused because a "
                     "class of the surface or a stub does not derive from NSObject (not counted: the compiler "
                     "reports some errors only once others are gone)." % objc_model_only)
    if outside_reasons:
        lines.append("- Outside the surface: " + "; ".join(
            "%s in %d files" % (reason, n) for reason, n in outside_reasons.most_common()) + ".")
    if apple_frameworks:
        lines.append("- Apple frameworks besides UIKit and Foundation, stubbed like the app's own code: " + ", ".join(
            "%s (%d)" % (f, n) for f, n in sorted(apple_frameworks.items(), key=lambda x: (-x[1], x[0]))) + ".")
    lines += ["", "### What the surface lacks", "", "| name | framework | files |", "|---|---|---|"]
    for gap, n in sorted(gap_files.items(), key=lambda item: (-item[1], item[0])):
        lines.append("| `%s` | %s | %d |" % (gap, owner_framework(gap), n))
    if not gap_files:
        lines.append("| (nothing) | | |")
    lines += ["", "### Members taken for the apps' own extensions of UIKit, Foundation and Swift types", "",
              "A member the compiler cannot find on a UIKit or Foundation type and that `uikit-members.txt` does not "
              "list is taken for the app's own extension and stubbed. Each is listed here so that a wrong guess shows.",
              ""]
    lines.append(", ".join("`%s`%s" % (e, " (%d)" % n if n > 1 else "") for e, n in sorted(extensions.items()))
                 or "(none)")
    return "\n".join(lines) + "\n"
