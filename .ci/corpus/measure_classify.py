"""Measuring one delegate file for .ci/corpus/measure: rewrite its import lines, stub from the compiler's diagnostics
until nothing more can be stubbed, then classify what is left."""

import os
import re

import measure_names as names
import measure_stubs as stubs

MAX_ROUNDS = 25
HERE = os.path.dirname(os.path.abspath(__file__))

# --- What UIKit and Foundation declare ------------------------------------------------------------------------------

# The surface's classes and their superclasses, as UIKit's.
SUPERCLASS = {
    "UIScene.ConnectionOptions": "NSObject", "UIOpenURLContext": "NSObject", "UISceneSession": "NSObject",
    "NSUserActivity": "NSObject", "UIApplicationShortcutItem": "NSObject", "UISceneConfiguration": "NSObject",
    "UIView": "UIResponder", "UIWindow": "UIView", "UIViewController": "UIResponder",
    "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
    "UIAlertController": "UIViewController", "UIScene": "UIResponder", "UIWindowScene": "UIScene",
    "UIApplication": "UIResponder", "UIResponder": "NSObject", "UILabel": "UIView", "UIControl": "UIView",
    "UIButton": "UIControl", "UISegmentedControl": "UIControl", "UISwitch": "UIControl", "UIPageControl": "UIControl",
    "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
    "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UINavigationBar": "UIView",
    "UITabBar": "UIView", "UISplitViewController": "UIViewController", "UIBarItem": "NSObject",
    "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem",
}


def load_apple_members():
    """Type -> member names Apple's UIKit and Foundation declare, from uikit-members.txt."""
    members = {}
    with open(os.path.join(HERE, "uikit-members.txt"), encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            type_name, member = line.rsplit(".", 1)
            members.setdefault(type_name, set()).add(member)
    return members


APPLE_MEMBERS = load_apple_members()


def qasim_names():
    """The public type names of qa-sim's own API besides the surface, which an app's own types of the same name
    shadow in the app's module: the measurement stubs them too when the file names them."""
    found = set()
    sources = os.path.join(HERE, "..", "..", "Sources", "SceneLifecycle")
    for directory, _, files in os.walk(sources):
        if "UIKitSurface" in directory:
            continue
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), encoding="utf-8") as handle:
                    found.update(re.findall(r"public\s+(?:final\s+|indirect\s+)?(?:class|struct|enum|protocol|"
                                            r"typealias|actor)\s+([A-Za-z_]\w*)", handle.read()))
    return found


QASIM_NAMES = qasim_names()


def surface_internal_owners(member):
    """The surface's types that declare a non-public `member` (`UIViewController.presenter(for:)`): the compiler
    names it as inaccessible where the app uses its own extension member of that name, which the measurement then
    stubs."""
    owners = set()
    folder = os.path.join(HERE, "..", "..", "Sources", "SceneLifecycle", "UIKitSurface")
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".swift"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            text = handle.read()
        for match in re.finditer(r"^\s*(?:(?:private|fileprivate|internal|override|static|final)\s+)*(?:func|var|let)\s+"
                                 r"%s\b" % re.escape(member), text, re.M):
            owner = None
            for declared in re.finditer(r"^\s*(?:@\w+\s+)*(?:public\s+|open\s+)?(?:final\s+)?"
                                        r"(?:extension|class|struct|enum)\s+([A-Z]\w*)", text[:match.start()], re.M):
                owner = declared.group(1)
            if owner in SUPERCLASS:  # the surface's UIKit classes, where an app adds members
                owners.add(owner)
    return owners


def apple_owner(type_name, member):
    """The UIKit or Foundation type in `type_name`'s superclass chain that declares `member`, if any."""
    current = type_name
    while current:
        if member in APPLE_MEMBERS.get(current, ()):
            return current
        current = SUPERCLASS.get(current)
    return None


# --- The file ---------------------------------------------------------------------------------------------------------

_IMPORT = re.compile(r"^(\s*)((?:@[\w]+(?:\([^)]*\))?\s+)*)import\s+(?:(?:class|struct|enum|protocol|typealias|func|"
                     r"var|let)\s+)?([A-Za-z_][\w]*)((?:\.[\w]+)*)\s*(//.*)?$")


def rewrite_imports(text):
    """The file with only its import lines changed: UIKit's stays (the stand-in UIKit module re-exports the surface),
    modules the Linux toolchain has stay, every other is removed. Returns the new text and the removed modules with their kind."""
    lines = text.split("\n")
    removed = []
    surface_imported = False
    for index, line in enumerate(lines):
        match = _IMPORT.match(line)
        if not match:
            continue
        module = match.group(3)
        kind = names.import_kind(module)
        if kind == "surface":
            surface_imported = True
        elif kind == "kept":
            continue
        elif module in names.REEXPORTED and re.search(r"@Observable\b", text):
            lines[index] = "%simport %s // measure: %s removed, the module it re-exports kept" % (
                match.group(1), names.REEXPORTED[module], module)
            if (module, kind) not in removed:
                removed.append((module, kind))
        else:
            lines[index] = "%s// measure: removed import %s" % (match.group(1), module)
            if (module, kind) not in removed:
                removed.append((module, kind))
    if not surface_imported:
        # A file that gets UIKit through another of the app's modules (`import Shared`) is given the surface too.
        lines.insert(0, "import %s // measure: added" % names.SURFACE_MODULE)
    return "\n".join(lines), removed, 0 if surface_imported else 1


_TYPE_DECL = re.compile(r"\b(class|struct|enum|protocol|actor|extension)\s+([A-Za-z_][\w.]*)(\s*<[^>{]*>)?"
                        r"\s*(:\s*([^{]*?))?\s*(where\s[^{]*)?\{")


class SourceMap:
    """Line offsets and the type declarations of one file."""

    def __init__(self, text):
        self.text = text
        self.starts = [0]
        for match in re.finditer("\n", text):
            self.starts.append(match.end())
        self.blocks = []  # (kind, name, inherited list, body start, body end)
        for match in _TYPE_DECL.finditer(text):
            if self._in_comment(match.start()):
                continue
            inherited = []
            if match.group(5):
                inherited = [i.strip() for i in re.split(r",(?![^<]*>)", match.group(5)) if i.strip()]
            end = stubs.matching(text, match.end() - 1)
            self.blocks.append((match.group(1), match.group(2), inherited, match.end(), end))
        self.declared = {b[1] for b in self.blocks if b[0] != "extension"}
        for match in re.finditer(r"\btypealias\s+([A-Za-z_]\w*)", text):
            self.declared.add(match.group(1))

    def _in_comment(self, offset):
        line_start = text_line_start(self.text, offset)
        return "//" in self.text[line_start:offset]

    def offset(self, line, column):
        if line - 1 >= len(self.starts):
            return len(self.text)
        return min(self.starts[line - 1] + column - 1, len(self.text))

    def enclosing(self, offset):
        """The innermost type declaration around `offset`: (kind, name, inherited), or None."""
        best = None
        for block in self.blocks:
            if block[3] <= offset < block[4] and (best is None or block[3] > best[3]):
                best = block
        return None if best is None else best[:3]

    def surface_base(self, type_name):
        """The surface class a type declared in the file derives from, following the file's own classes."""
        seen = set()
        current = type_name
        while current and current not in seen:
            seen.add(current)
            if current in SUPERCLASS:
                return current
            parents = [b[2] for b in self.blocks if b[0] == "class" and b[1] == current and b[2]]
            if not parents:
                return None
            current = parents[0][0]
        return None


def text_line_start(text, offset):
    return text.rfind("\n", 0, offset) + 1


def identifier_at(text, offset):
    match = re.match(r"[A-Za-z_]\w*", text[offset:])
    return match.group(0) if match else None


# --- Diagnostics ------------------------------------------------------------------------------------------------------

_DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$")
# A type as a diagnostic quotes it, with the type an alias stands for.
T = r"'([^']+)'(?: \(aka '([^']+)'\))?"


def parse_diagnostics(output, source_name, stub_name):
    found = []
    for line in output.splitlines():
        match = _DIAGNOSTIC.match(line)
        if not match or match.group(4) != "error":
            continue
        base = os.path.basename(match.group(1))
        origin = "source" if base == source_name else "stubs" if base == stub_name else "other"
        found.append((origin, int(match.group(2)), int(match.group(3)), match.group(5)))
    return found


ISOLATION = re.compile(r"actor-isolated|nonisolated|global actor|isolated context|concurrency-safe|non-[Ss]endable|"
                       r"conform to the 'Sendable'|'Sendable'|sending |data race|isolation|main actor")


# What an Objective-C error means in each world (.ci/corpus/measure --world): on Linux, the runtime its toolchain
# lacks; on a Mac (the mac world), an error Apple's compiler gives too; in the macos world, whose NSObject is the
# Objective-C class of the stand-in ObjectiveC.h, `@objc` refused on a member taking a class of the surface or a stub
# that does not derive from NSObject, where UIKit's or the app's real class would be accepted.
OBJC_REASONS = {"linux": "the Objective-C runtime, which Linux's Swift lacks",
                "macos": "Objective-C classes: a class of the surface or a stub that does not derive from NSObject",
                "mac": "Objective-C, an error on a Mac too"}

OBJC = re.compile(r"inherit from NSObject can be declared '@objc'|cannot be marked '@objc'|not exposed to Objective-C|"
                  r"not representable in Objective-C|Objective-C interoperability|Objective-C runtime|"
                  r"extra argument 'selector' in call|missing argument for parameter 'using' in call")


def clean_type(text, aka=None):
    """A type as a diagnostic writes it, without module, optionality, existential or metatype marks; an alias of a
    stub is `AppStubValue`."""
    if aka and clean_type(aka) == "AppStubValue":
        return "AppStubValue"
    text = text.strip().rstrip("?!")
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    text = re.sub(r"^(any|some)\s+", "", text)
    text = re.sub(r"\b(SceneLifecycle|UIKit|App|Foundation|Swift)\.", "", text)
    text = text.rstrip("?!")
    if text.endswith(".Type"):
        text = text[:-5]
    return text.rstrip("?!")


def enclosing_call(text, offset):
    """The call whose argument list or trailing closure holds `offset`: (name, whether it is called on a type), or
    None."""
    depth = 0
    i = offset - 1
    while i >= 0:
        c = text[i]
        if c in ")]}":
            depth += 1
        elif c in "([{":
            if depth == 0:
                if c == "[":
                    i -= 1
                    continue
                before = text[:i].rstrip()
                if c == "{" and before.endswith(")"):
                    open_paren = _back_match(before, len(before) - 1)
                    before = before[:open_paren].rstrip()
                elif c == "{" and before.endswith(":"):
                    i -= 1
                    continue
                match = re.search(r"(\.)?([A-Za-z_]\w*)(\s*<[^<>]*>)?\??$", before)
                if not match:
                    i -= 1
                    continue
                name = match.group(2)
                if name in ("if", "guard", "while", "for", "switch", "return", "in", "else", "do", "catch", "let",
                            "var", "func", "init"):
                    i -= 1
                    continue
                receiver = re.search(r"([A-Za-z_]\w*)\s*$", before[:match.start()]) if match.group(1) else None
                on_type = bool(receiver and receiver.group(1)[0].isupper())
                return name, on_type, bool(match.group(1))
            depth -= 1
        i -= 1
    return None


def _back_match(text, close):
    depth = 0
    i = close
    while i >= 0:
        if text[i] in ")]}":
            depth += 1
        elif text[i] in "([{":
            depth -= 1
            if depth == 0:
                return i
        i -= 1
    return 0


# Static members that usually hold the type's own instance.
SINGLETONS = {"shared", "current", "default", "standard", "main", "instance", "sharedInstance", "sharedManager"}

KEYWORDS = {"init", "nil", "self", "Self", "super", "default", "public", "internal", "private", "fileprivate", "open",
            "static", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "if", "else", "guard",
            "return", "true", "false", "in", "is", "as", "do", "try", "catch", "throw", "throws", "switch", "case",
            "for", "while", "repeat", "break", "continue", "where", "import", "Type", "Protocol", "subscript",
            "typealias", "operator", "inout", "deinit"}


class Outcome:
    """What measuring one file found."""

    def __init__(self):
        self.compiles = False
        self.gaps = []  # UIKit or Foundation names the surface lacks: "UIColor", "UIApplication.open"
        self.isolation = []  # (line, message)
        self.outside = []  # (reason, line, message)
        self.stubbed = []  # the app's own and third-party names stubbed
        self.apple_stubbed = {}  # framework -> names
        self.assumed_extensions = []  # "UIColor.brandTint": members taken for the app's own extensions
        self.removed_imports = []
        self.added_import = 0
        self.rounds = 0
        self.swift5 = None  # the same file's outcome in Swift 5 mode (compiles, gaps, isolation, outside)
        self.swiftui_app = False  # whether the file declares a SwiftUI `App` (`@main struct …: App`)

    def add_gap(self, name):
        if name not in self.gaps:
            self.gaps.append(name)


# Foundation types whose Apple initialisers swift-corelibs-foundation spells differently: a mismatch is its gap.
FOUNDATION_LINUX_INITS = {"URLCache", "URLCredential", "ProcessInfo", "Timer"}

# The surface's protocols a stub class may have to conform to.
SURFACE_PROTOCOLS = {"UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate",
                     "UNUserNotificationCenterDelegate", "UIUserActivityRestoring"}

def is_subsequence(labels, known):
    """Whether a call's labels fit an initialiser's, some of whose parameters have defaults."""
    remaining = iter(known)
    return all(any(label == candidate for candidate in remaining) for label in labels)


def apple_init_labels(type_name):
    """The argument label lists of the initialisers UIKit declares for `type_name` and its superclasses."""
    labels = set()
    current = type_name
    while current:
        for member in APPLE_MEMBERS.get(current, ()):
            match = re.match(r"init\((.*)\)$", member)
            if match:
                labels.add(tuple(l for l in match.group(1).split(":") if l))
        current = SUPERCLASS.get(current)
    return labels


class Measurement:
    """One file's stubbing loop."""

    def __init__(self, original, filename, work, compile_files, world):
        self.original = original
        self.world = world
        self.stub_name = "MeasureStubs.swift"
        self.filename = filename
        self.work = work
        self.compile_files = compile_files
        self.outcome = Outcome()
        self.outcome.swift5 = Outcome()
        self.outcome.swiftui_app = re.search(r"@main\s+(?:@\w+\s+)*struct\s+\w+\s*:\s*(?:SwiftUI\.)?App\b",
                                             original) is not None
        self.text, self.outcome.removed_imports, self.outcome.added_import = rewrite_imports(original)
        self.source = SourceMap(self.text)
        self.model = stubs.StubModel()
        for name in sorted(QASIM_NAMES):
            if name not in self.source.declared and re.search(r"(?<![\w.])%s\b" % name, self.text):
                self.add_type(name, None)

    def run(self):
        stem = os.path.splitext(self.filename)[0]
        source_path = os.path.join(self.work, self.filename)
        # Named after the file, so that two delegate files of one folder kept side by side keep their own.
        self.stub_name = "%s+MeasureStubs.swift" % stem
        stub_path = os.path.join(self.work, self.stub_name)
        with open(source_path, "w", encoding="utf-8") as handle:
            handle.write(self.text)
        for version in ("6", "5"):
            result = self.outcome if version == "6" else self.outcome.swift5
            compiles, diagnostics, output = self.stub_rounds(version, source_path, stub_path)
            with open(os.path.join(self.work, "%s.compiler-output-swift%s.txt" % (stem, version)), "w",
                      encoding="utf-8") as handle:
                handle.write(output)
            result.compiles = compiles
            if not compiles:
                self.classify(diagnostics, result)
        for name in sorted(self.model.names()):
            framework = self.model.framework(name)
            if framework is None:
                self.outcome.stubbed.append(name)
            else:
                self.outcome.apple_stubbed.setdefault(framework, []).append(name)
        self.outcome.stubbed += sorted(self.model.globals)
        return self.outcome

    def stub_rounds(self, version, source_path, stub_path):
        """Compiles the file in the Swift `version` language mode, stubbing from the diagnostics round after round
        until it compiles or nothing more can be stubbed: (compiles, the last errors, the last output). Swift 5
        mode starts from the stubs Swift 6 mode left."""
        diagnostics = []
        output = ""
        for round_number in range(1, MAX_ROUNDS + 1):
            self.outcome.rounds += 1
            with open(stub_path, "w", encoding="utf-8") as handle:
                handle.write(self.model.render())
            status, output = self.compile_files(source_path, stub_path, version)
            diagnostics = parse_diagnostics(output, self.filename, self.stub_name)
            if status == 0 and not diagnostics:
                return True, [], output
            before = self.model.signature()
            for diagnostic in diagnostics:
                if diagnostic[0] == "source":
                    self.stub_for(diagnostic)
            if self.model.signature() == before:
                break
        return False, diagnostics, output

    # -- Stubbing ------------------------------------------------------------------------------------------------------

    def stub_for(self, diagnostic):
        _, line, column, message = diagnostic
        offset = self.source.offset(line, column)
        for pattern, handler in self.HANDLERS:
            match = re.search(pattern, message)
            if match:
                handler(self, match, offset)
                return

    def wrapper(self, match, offset):
        name = match.group(1)
        if not names.is_uikit_world(names.framework_of(name)) and name not in KEYWORDS:
            for table in (self.model.aliases, self.model.protocols, self.model.classes):
                table.pop(name, None)
            self.model.wrappers.add(name)
            for use in re.finditer(r"@%s\b" % re.escape(name), self.text):
                shape = stubs.call_shape(self.text, use.end())
                if shape and any(label != "_" for label, _ in shape):
                    self.model.wrapper_inits.add(shape)

    def shared(self, name, is_static):
        if name in KEYWORDS and name not in stubs.BACKTICKED:
            return stubs.Member(name, is_static)
        key = (name, is_static)
        if key not in self.model.shared:
            member = stubs.Member(name, is_static)
            member.add_uses(stubs.uses_of(self.text, name, True))
            self.model.shared[key] = member
        return self.model.shared[key]

    def member_in(self, table, name, is_static, owner=None):
        if name in KEYWORDS:
            return stubs.Member(name, is_static)
        if name not in table:
            member = stubs.Member(name, is_static)
            member.add_uses(stubs.uses_of(self.text, name, True))
            member.value_type = stubs.property_type(self.text, name)
            if is_static and owner and name in SINGLETONS and not member.shapes:
                member.value_type = owner  # `NotificationViewController.shared`: the type's own instance
            table[name] = member
        return table[name]

    def unknown_name(self, match, offset):
        name = match.group(2)
        framework = names.framework_of(name)
        if names.is_uikit_world(framework) or name in KEYWORDS:
            return
        if name[0].islower() or name[0] == "_" or re.match(r"^[A-Z][A-Z0-9_]+$", name):
            if self.uikit_member_in_scope(name, offset):
                return
            if name not in self.model.globals:
                member = stubs.Member(name)
                member.add_uses(stubs.uses_of(self.text, name, False))
                if re.match(r"^[A-Z][A-Z0-9_]+$", name):
                    member.value_type = "String"  # `MAIL_READ_ACTION`: an app's or a C library's constant
                self.model.globals[name] = member
            return
        self.add_type(name, framework)

    def add_type(self, name, framework):
        if self.model.known(name):
            return
        superclass_of = [b for b in self.source.blocks if b[0] == "class" and b[2] and
                         re.sub(r"^@\w+\s+", "", b[2][0]) == name]
        if self.used_as_protocol(name):
            stub = stubs.StubProtocol(name, framework)
            stub.dynamic = not self.conformed_to(name)
            self.model.protocols[name] = stub
        elif superclass_of or stubs.base_for_name(name):
            self.make_class(name, framework, stubs.base_for_name(name) or "UIResponder")
        else:
            self.model.aliases[name] = framework
            for shape in self.init_shapes(name):
                if any(label != "_" or kind not in ("any", "stub") for label, kind in shape):
                    self.model.alias_inits.add(shape)

    def make_class(self, name, framework, base):
        self.model.aliases.pop(name, None)
        self.model.protocols.pop(name, None)
        stub = stubs.StubClass(name, framework, base)
        taken = apple_init_labels(base)
        for shape in self.init_shapes(name):
            labels = tuple(label for label, _ in shape)
            if shape and labels not in taken:
                stub.inits.add(shape)
        self.model.classes[name] = stub
        return stub

    def make_protocol(self, name):
        framework = self.model.framework(name)
        self.model.aliases.pop(name, None)
        self.model.classes.pop(name, None)
        self.model.protocols.setdefault(name, stubs.StubProtocol(name, framework))

    def used_as_protocol(self, name):
        """Whether the file names `name` where only a protocol can stand: after the first entry of a class's
        inheritance list, in a struct's, enum's, protocol's or extension's, or after `some` or `any`."""
        for kind, _, inherited, _, _ in self.source.blocks:
            entries = [re.sub(r"^@\w+\s+", "", e) for e in inherited]
            if name in entries and (kind != "class" or entries.index(name) > 0):
                return True
        return re.search(r"\b(some|any)\s+%s\b" % re.escape(name), self.text) is not None

    def conformed_to(self, name):
        """Whether one of the file's own types conforms to `name` (so its members must not answer dynamically,
        which would hide the surface's gaps on that type)."""
        return any(name in [re.sub(r"^@\w+\s+", "", e) for e in inherited] for _, _, inherited, _, _ in self.source.blocks)

    def init_shapes(self, name):
        shapes = set()
        for match in re.finditer(r"(?<![\w.])%s(?=\s*(<[^<>(]*>)?\s*[({])" % re.escape(name), self.text):
            shape = stubs.call_shape(self.text, match.end())
            if shape is not None:
                shapes.add(shape)
        return shapes

    def uikit_member_in_scope(self, name, offset):
        """Whether an unqualified `name` is a UIKit member of the surface class the enclosing type derives from."""
        block = self.source.enclosing(offset)
        if block is None or block[0] != "class":
            return False
        base = self.source.surface_base(block[1])
        return bool(base and apple_owner(base, name))

    def no_member(self, match, offset):
        is_static = match.group(1) == "type"
        owner = clean_type(match.group(2), match.group(3))
        member = match.group(4)
        first = owner.split("<")[0].split(".")[0]
        if owner == "AppStubValue" or owner in ("Any", "AnyObject"):
            self.shared(member, is_static or owner != "AppStubValue")
            if is_static:
                self.concrete_callee(offset)
            return
        if owner in self.model.classes:
            stub = self.model.classes[owner]
            if not apple_owner(stub.base, member):
                self.member_in(stub.members, member, is_static, owner)
            return
        if owner in self.model.protocols:
            self.member_in(self.model.protocols[owner].members, member, is_static)
            return
        if "<" in owner or "[" in owner or "(" in owner or "&" in owner:
            return
        if first in self.source.declared:
            surface = self.source.surface_base(first)
            if surface and apple_owner(surface, member):
                return
        elif names.is_uikit_world(names.framework_of(first)) or first in SUPERCLASS:
            if apple_owner(owner, member):
                return
        self.note_extension(owner, member, first)
        entry = self.member_in(self.model.extensions.setdefault(owner, {}), member, is_static,
                               owner if first in self.source.declared else None)
        if owner in ("String", "Substring") and not is_static and entry.value_type == "AppStubValue!":
            entry.value_type = "String"  # `"key".localized`: an app's string helper
        implicit = re.search(r"(?<![\w)\]?])\s*\.%s\b" % re.escape(member), self.text) is not None
        key_like = "." in owner or re.search(r"(Name|Key|Style|Color|Font|Identifier)$", owner) is not None
        if is_static and not entry.shapes and (implicit or key_like) and entry.value_type == "AppStubValue!" and (
                first in SUPERCLASS or names.is_uikit_world(names.framework_of(first))):
            entry.value_type = owner  # `.brandTint` where a UIColor goes: an app's constant of the type itself

    def note_extension(self, owner, member, first):
        """Records a member stubbed on a type the file does not declare: another Apple framework's, or else taken
        for the app's own extension."""
        if first in self.source.declared:
            return
        name = "%s.%s" % (owner, member)
        framework = names.APPLE_EXTENSION_MEMBERS.get(name)
        if framework:
            names_of = self.outcome.apple_stubbed.setdefault(framework, [])
            if name not in names_of:
                names_of.append(name)
        elif name not in self.outcome.assumed_extensions:
            self.outcome.assumed_extensions.append(name)

    def static_member(self, match, offset):
        member, owner = match.group(1), clean_type(match.group(2), match.group(3))
        first = owner.split(".")[0]
        if owner == "AppStubValue":
            self.shared(member, True)
        elif owner in self.source.declared or names.is_uikit_world(names.framework_of(first)):
            if apple_owner(owner, member):
                return
            self.note_extension(owner, member, first)
            self.member_in(self.model.extensions.setdefault(owner, {}), member, True).is_static = True

    def implicit_member(self, match, offset):
        if match.group(1) == "init":
            shape = stubs.call_shape(self.text, offset + len(".init"))
            if shape:
                self.model.alias_inits.add(shape)
        else:
            self.shared(match.group(1), True)
        assigned = re.search(r"\.([A-Za-z_]\w*)\s*=\s*\.?$", self.text[text_line_start(self.text, offset):offset])
        if assigned:
            self.shared(assigned.group(1), False).needs_property = True
        self.concrete_callee(offset)

    def inaccessible(self, match, offset):
        """`rootViewController?.presenter`: a member the surface declares internally, where the app uses its own
        extension member: stubbed on the surface type, as the app's extension."""
        name = match.group(1)
        if self.text[offset - 1:offset] != ".":
            return
        for owner in sorted(surface_internal_owners(name)):
            self.note_extension(owner, name, owner)
            self.member_in(self.model.extensions.setdefault(owner, {}), name, False)

    def implicit_init_arguments(self, match, offset):
        """`.init(title: …, body: …)` where a stub value goes: AppStubValue gets an initialiser of that shape."""
        start = self.text.rfind(".init(", 0, offset + 1)
        if start < 0 or start < text_line_start(self.text, offset) - 400:
            return
        end = stubs.matching(self.text, start + len(".init"))
        if not start < offset < end:
            return
        shape = stubs.call_shape(self.text, start + len(".init"))
        if shape:
            self.model.alias_inits.add(shape)

    def async_sequence(self, match, offset):
        """`for await result in Transaction.updates`: the stub member iterated is an asynchronous sequence of stub
        values."""
        loop = re.match(r"(?:[\w.()?!]*?\.)?([A-Za-z_]\w*)\s*\{", self.text[offset:])
        if not loop:
            return
        name = loop.group(1)
        start = offset + loop.start(1)
        receiver = re.search(r"([A-Za-z_]\w*)\s*\.\s*$", self.text[:start])
        member = self.shared(name, bool(receiver and receiver.group(1)[0].isupper()))
        member.value_type = "AsyncStream<AppStubValue>"
        member.needs_property = member.property = True

    def no_exact_match(self, match, offset):
        """`URLSession.shared.data(with: url)`: a call matching none of a UIKit or Foundation type's methods of that
        name is the app's own extension method, unless `uikit-members.txt` lists the member (then it is a gap)."""
        name = match.group(1)
        start = self.text.rfind("." + name, 0, offset + len(name) + 1)
        receiver = re.search(r"([A-Z]\w*)(?:\.(?:shared|default|main|standard|current)(?:\(\))?)?\s*$",
                             self.text[text_line_start(self.text, start):start])
        if not receiver:
            return
        owner = receiver.group(1)
        if not (names.is_uikit_world(names.framework_of(owner)) or owner in SUPERCLASS):
            return
        shape = stubs.call_shape(self.text, start + 1 + len(name)) or ()
        labels = tuple(label for label, _ in shape)
        known = {tuple(l for l in m[len(name) + 1:-1].split(":") if l) for m in APPLE_MEMBERS.get(owner, ())
                 if m.startswith(name + "(")}
        if labels in known:
            return
        self.note_extension(owner, name, owner)
        self.member_in(self.model.extensions.setdefault(owner, {}), name, False)

    def uninferred(self, match, offset):
        """`stub.member(…)` the compiler cannot type (a dynamic member, then called): the member is declared on
        AppStubValue with the call's shape."""
        name = identifier_at(self.text, offset)
        if name and name not in KEYWORDS and self.text[offset - 1:offset] == ".":
            member = self.shared(name, False)
            if not re.match(r"[A-Za-z_]\w*\s*\(", self.text[offset:]):
                member.needs_property = True  # a plain read: AppStubValue's dynamic members answer it otherwise

    def ambiguous_subscript(self, match, offset):
        """`dictionary[Keys.name]`: an app's key constant, a `String` (an integer would be ambiguous with an index)."""
        key = re.match(r"\[\s*([A-Z]\w*)\.([A-Za-z_]\w*)\s*\]", self.text[offset:])
        if key and key.group(1) in self.model.aliases:
            member = self.shared(key.group(2), True)
            member.property = True
            member.needs_property = True
            member.value_type = "String"

    def concrete_callee(self, offset):
        call = enclosing_call(self.text, offset)
        if call is None:
            return
        name, on_type, qualified = call
        if name in KEYWORDS:
            return
        if not qualified:
            if name in self.model.globals or self.model.known(name):
                return
            if name[0].isupper():
                return
            member = stubs.Member(name)
            member.add_uses(stubs.uses_of(self.text, name, False))
            self.model.globals[name] = member
            return
        for table in [c.members for c in self.model.classes.values()] + [
                p.members for p in self.model.protocols.values()] + list(self.model.extensions.values()):
            if name in table:
                return
        self.shared(name, on_type)

    def not_member_type(self, match, offset):
        member, owner = match.group(1), clean_type(match.group(3), match.group(4))
        first = owner.split(".")[0]
        if owner == "AppStubValue":
            self.model.nested.add(member)
            return
        if names.is_uikit_world(names.framework_of(first)) or first in SUPERCLASS:
            if apple_owner(owner, member):
                return
            self.outcome.assumed_extensions.append("%s.%s" % (owner, member))
        self.model.extension_types.setdefault(owner, set()).add(member)

    def needs_optional(self, match, offset):
        """A stub's result is bound with `if let` or chained with `?.`: its initialiser is failable, or its
        method's result optional."""
        owner = clean_type(match.group(1), match.group(2))
        if owner in self.model.classes:
            self.model.classes[owner].failable = True
            return
        variable = re.match(r"([a-z_]\w*)\s*[?!]", self.text[offset:])
        if not variable and self.text[offset:offset + 1] in ("?", "!"):
            variable = re.search(r"([a-z_]\w*)\s*[?!]", self.text[text_line_start(self.text, offset):offset + 1])
        called = variable and re.search(
            r"\b(?:let|var)\s+%s\s*=\s*(?:try\s+|await\s+)*[\w.()?!]*\.([A-Za-z_]\w*)\([^()\n]*\)[ \t]*$"
            % re.escape(variable.group(1)), self.text, re.M)
        if called:
            # `let track = try state.loadGpxTrack(…)` then `track?.center()`: the call's result is optional.
            name = called.group(1)
            members = [table[name] for table in self.concrete_tables() if name in table]
            members += [m for key, m in self.model.shared.items() if key[0] == name] or [self.shared(name, False)]
            for member in members:
                member.optional_result = True
            return
        end = offset if self.text[offset:offset + 1] in ("?", "!") else self.expression_end(offset)
        before = self.text[:end].rstrip()
        if before.endswith(")"):
            before = before[:_back_match(before, len(before) - 1)].rstrip()
        found = re.search(r"(\.)?([A-Za-z_]\w*)[?!]?$", before)
        if not found:
            return
        name = found.group(2)
        if not found.group(1):
            if name in self.model.aliases:
                self.model.failable_inits.update(self.init_shapes(name))
            elif name in self.model.globals:
                self.model.globals[name].optional_result = bool(self.model.globals[name].shapes)
            return
        called = self.text[:end].rstrip().endswith(")")
        receiver = re.search(r"([A-Za-z_]\w*)\s*$", before[:found.start()])
        concrete = [table[name] for table in self.concrete_tables() if name in table]
        if not concrete:
            for protocol in self.model.protocols.values():
                if protocol.dynamic:
                    concrete.append(self.member_in(protocol.members, name, False))
        members = concrete or [self.shared(name, bool(receiver and receiver.group(1)[0].isupper()))]
        members += [self.shared(name, False)] if concrete and not self.model.shared.get((name, False)) else []
        for member in members:
            if called:
                member.optional_result = True
            else:
                member.needs_property = True
                if member.value_type != "AppStubValue!" and not member.value_type.endswith("?"):
                    member.value_type += "?"

    def concrete_tables(self):
        """The stub members declared on named types (not on AppStubValue)."""
        return ([c.members for c in self.model.classes.values()] + [p.members for p in self.model.protocols.values()]
                + list(self.model.extensions.values()))

    def expression_end(self, offset):
        end = offset
        depth = 0
        while end < len(self.text):
            c = self.text[end]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif depth == 0 and (c in ",{\n" or self.text.startswith(" else", end)):
                break
            end += 1
        return end

    def closure_parameter(self, match, offset):
        self.concrete_callee(offset)

    def to_protocol(self, match, offset):
        for index in (1, 3):
            if match.lastindex and index <= match.lastindex and match.group(index):
                name = clean_type(match.group(index))
                if name in self.model.aliases or name in self.model.classes:
                    self.make_protocol(name)
                    return

    def class_bound(self, match, offset):
        name = clean_type(match.group(1))
        if name in self.model.protocols:
            self.model.protocols[name].class_bound = True

    def conversion(self, match, offset):
        source = clean_type(match.group(1), match.group(2))
        target = clean_type(match.group(3), match.group(4))
        named = clean_type(match.group(1))
        if source == "AppStubValue" and named in self.model.aliases and target in SUPERCLASS:
            # `IncognitoBannerView` (an alias of AppStubValue) where UIKit wants a view: the app's class of that kind.
            self.make_class(named, self.model.aliases[named], target)
            return
        if target == "AppStubValue" and re.match(r"^[A-Z]\w*$", source) and self.assigned_member(offset, source):
            return
        if source == "AppStubValue" and re.match(r"^[A-Z]\w*$", target) and (
                self.typed_member(offset, target) or self.typed_closure_parameter(offset)):
            return
        if source == "AppStubValue" and target in SUPERCLASS:
            leading = re.match(r"\s*([A-Z]\w*)\s*[(.]", self.text[offset:])
            if not leading:
                # A property or variable of the file whose declared type is a stub (`self.viewController`).
                variable = re.match(r"\s*(?:self\.)?([a-z_]\w*)\s*(?:$|[^\w.(])", self.text[offset:])
                declared = variable and re.search(
                    r"\b(?:let|var)\s+%s\s*:\s*([A-Z]\w*)" % re.escape(variable.group(1)), self.text)
                if variable and not declared:
                    # `let banner = IncognitoBannerView()`: a variable initialised with one of the app's types.
                    declared = re.search(r"\b(?:let|var)\s+%s\s*=\s*([A-Z]\w*)\s*[(.]" % re.escape(
                        variable.group(1)), self.text)
                leading = declared or None
            if leading and leading.group(1) in self.model.aliases:
                self.make_class(leading.group(1), self.model.aliases[leading.group(1)], target)
        elif source in self.model.aliases and target in SUPERCLASS:
            # A member or variable typed with one of the app's types where UIKit wants a class: it is one.
            self.make_class(source, self.model.aliases[source], target)
        elif source in self.model.classes and target in SUPERCLASS and self.model.classes[source].base != target:
            self.make_class(source, self.model.classes[source].framework, target)
        elif source in self.model.classes and (target in self.model.protocols or target in SURFACE_PROTOCOLS):
            self.model.classes[source].conforms.add(target)

    def typed_member(self, offset, target):
        """`let vc = AppDelegate.shared.mainView.topViewController` then `vc` where a `UIViewController` goes: the
        last member of the stub chain the variable was initialised with gives that type. Returns whether it did."""
        assignment = re.match(r"\s*=\s*", self.text[offset:])
        if assignment:
            offset += assignment.end()  # an assignment's diagnostic points at its `=`
        chained = re.match(r"\s*(?:self\.)?[a-z_]\w*(?:[?!]?\.[A-Za-z_]\w*)*[?!]?\.([A-Za-z_]\w*)\s*(?:$|[^\w.(?!\[])",
                           self.text[offset:])
        if self.text[offset - 1:offset] == "." and not chained:
            # The diagnostic points at the member itself: `sceneCoordinator.window`.
            chained = re.match(r"([A-Za-z_]\w*)\s*(?:$|[^\w.(?!\[])", self.text[offset:])
        if chained and chained.group(1) not in KEYWORDS and (chained.group(1), False) in self.model.shared:
            # `self.window = sceneCoordinator.window`: the chain's last member, on a stub, gives the type.
            member = self.model.shared[(chained.group(1), False)]
            if member.value_type != target:
                member.value_type = target
                member.needs_property = member.property = True
                return True
        variable = re.match(r"\s*([a-z_]\w*)\s*(?:$|[^\w.(])", self.text[offset:])
        if not variable or variable.group(1) in KEYWORDS:
            return False
        declared = re.search(r"\b(?:let|var)\s+%s\s*=\s*(?:try\s+|await\s+)*[\w.()?!]*\.([A-Za-z_]\w*)[ \t]*$"
                             % re.escape(variable.group(1)), self.text, re.M)
        called = re.search(r"\b(?:let|var)\s+%s\s*=\s*(?:try\s+|await\s+)*(?:[\w.()?!]*\.)?([A-Za-z_]\w*)\([^()\n]*\)"
                           r"[ \t]*$" % re.escape(variable.group(1)), self.text, re.M)
        if not declared and called and called.group(1) not in KEYWORDS and not called.group(1)[0].isupper():
            # `let newFileUrl = makeDbPath(fileName: fileName)`: the stub function's calls return that type.
            name = called.group(1)
            members = [table[name] for table in self.concrete_tables() + [self.model.globals] if name in table]
            members += [m for key, m in self.model.shared.items() if key[0] == name]
            if not members and "." in called.group(0).split("=", 1)[1]:
                members = [self.shared(name, False)]  # a call AppStubValue answered dynamically
            changed = False
            for member in members:
                if member.shapes and member.result_type != target:
                    member.result_type = target
                    changed = True
            return changed
        if not declared or declared.group(1) in KEYWORDS:
            return False
        name = declared.group(1)
        concrete = [table[name] for table in self.concrete_tables() if name in table]
        members = concrete or [self.shared(name, False)]
        changed = False
        for member in members:
            if member.value_type != target:
                member.value_type = target
                member.needs_property = True
                member.property = True
                changed = True
        return changed

    def assigned_member(self, offset, source):
        """`ReportingManager.shared.endIsolationQuestionDate = Date()…`: a stub member assigned a value of a concrete
        type takes that type. Returns whether it changed anything."""
        line = self.text[text_line_start(self.text, offset):offset]
        assigned = re.search(r"\.([A-Za-z_]\w*)\s*=(?!=)[^=]*$", line)
        if not assigned:
            return False
        name = assigned.group(1)
        members = [table[name] for table in self.concrete_tables() if name in table]
        members += [m for key, m in self.model.shared.items() if key[0] == name]
        changed = False
        for member in members:
            if member.value_type.rstrip("!?") == "AppStubValue":
                member.value_type = source + "!"
                member.needs_property = member.property = True
                changed = True
        return changed

    def typed_closure_parameter(self, offset):
        """`run { handled in completion(handled) }`: `handled`, a parameter of a closure passed to a stub member, is
        used where a concrete type goes, so that member's closures get parameters that follow their bodies.
        Returns whether it changed anything."""
        variable = re.match(r"\s*([a-z_]\w*)\b", self.text[offset:])
        if not variable:
            return False
        name = variable.group(1)
        before = self.text[:offset]
        opening = None
        for found in re.finditer(r"\{\s*(?:\[[^\]]*\]\s*)?\(?([\w\s,]*?)\)?\s+in\b", before):
            if name in [p.strip() for p in found.group(1).split(",")]:
                opening = found.start()
        if opening is None:
            return False
        call = enclosing_call(self.text, opening + 1)
        if call is None:
            return False
        changed = False
        for table in self.concrete_tables() + [self.model.globals]:
            member = table.get(call[0])
            if member is not None and not member.generic_closures:
                member.generic_closures = changed = True
        for key in ((call[0], False), (call[0], True)):
            member = self.model.shared.get(key)
            if member is not None and not member.generic_closures:
                member.generic_closures = changed = True
        return changed

    def specialize(self, match, offset):
        name = clean_type(match.group(1), match.group(2))
        original = match.group(1)
        if original in self.model.aliases:
            start = self.text.find("<", offset)
            end = stubs.matching(self.text.replace("<", "(").replace(">", ")"), start)
            self.model.generic_arity[original] = len(stubs.split_top_level(self.text[start + 1:end - 1]))

    HANDLERS = [
        (r"unknown attribute '([A-Za-z_]\w*)'", wrapper),
        (r"cannot find (type )?'([A-Za-z_]\w*)' in scope", unknown_name),
        (r"^(value of type|type) " + T + r" has no member '([A-Za-z_]\w*)'", no_member),
        (r"^instance member '([A-Za-z_]\w*)' cannot be used on type " + T, static_member),
        (r"cannot infer contextual base in reference to member '([A-Za-z_]\w*)'", implicit_member),
        (r"reference to member '([A-Za-z_]\w*)' cannot be resolved without a contextual type", implicit_member),
        (r"^'([A-Za-z_]\w*)' is not a member type of (class|struct|enum|protocol|type|generic class) " + T,
         not_member_type),
        (r"initializer for conditional binding must have Optional type, not " + T, needs_optional),
        (r"cannot use optional chaining on non-optional value of type " + T + r"$", needs_optional),
        (r"cannot force unwrap value of non-optional type " + T + r"$", needs_optional),
        (r"(cannot infer type of closure parameter|unable to infer type of a closure parameter) '", closure_parameter),
        (r"multiple inheritance from classes " + T + " and " + T, to_protocol),
        (r"inheritance from non-protocol type " + T, to_protocol),
        (r"cannot inherit from non-protocol type " + T, to_protocol),
        (r"non-class type " + T + " cannot inherit from class " + T, to_protocol),
        (r"'weak' must not be applied to non-class-bound " + T, class_bound),
        (r"cannot (?:assign|convert) value of type " + T + r" to (?:type|expected argument type|specified type) " + T,
         conversion),
        (r"cannot convert return expression of type " + T + " to return type " + T, conversion),
        (r"cannot specialize non-generic type " + T, specialize),
        (r"ambiguous use of 'subscript\(_:\)'", ambiguous_subscript),
        (r"generic parameter '\w+' could not be inferred", uninferred),
        (r"^no exact matches in call to (?:instance|static|class) method '([A-Za-z_]\w*)'", no_exact_match),
        (r"for-in loop requires " + T + r" to conform to 'AsyncSequence'", async_sequence),
        (r"^extra argument '\w+' in call|^extra arguments at positions", implicit_init_arguments),
        (r"^'([A-Za-z_]\w*)' is inaccessible due to '(?:internal|private|fileprivate)' protection level", inaccessible),
    ]

    # -- Classifying what is left --------------------------------------------------------------------------------------

    def classify(self, diagnostics, result):
        """Sorts the errors left into `result` (the outcome of one language mode)."""
        for origin, line, column, message in diagnostics:
            offset = self.source.offset(line, column)
            if origin != "source":
                result.outside.append(("stub file", line, message))
                continue
            if "UIApplicationMain" in message:
                result.outside.append(("@UIApplicationMain, an error in Swift 6 mode against UIKit too", line,
                                             message))
                continue
            if OBJC.search(message):
                result.outside.append((OBJC_REASONS[self.world], line, message))
                continue
            if ISOLATION.search(message):
                result.isolation.append((line, message))
                continue
            gap = self.gap_in(message, offset)
            if gap:
                result.add_gap(gap)
                continue
            result.outside.append((self.reason(message), line, message))

    def gap_in(self, message, offset):
        match = re.search(r"cannot find (type )?'([A-Za-z_]\w*)' in scope", message)
        if match:
            name = match.group(2)
            if name in names.RENAMED:
                return None
            if names.is_uikit_world(names.framework_of(name)):
                return name
            block = self.source.enclosing(offset)
            base = self.source.surface_base(block[1]) if block and block[0] == "class" else None
            owner = apple_owner(base, name) if base else None
            return "%s.%s" % (owner, name) if owner else None
        match = re.search(r"^(value of type|type) " + T + r" has no member '([A-Za-z_]\w*)'", message)
        if match:
            owner = clean_type(match.group(2), match.group(3)).split("<")[0]
            base = owner
            if owner in self.model.classes:
                base = self.model.classes[owner].base
            elif owner.split(".")[0] in self.source.declared:
                base = self.source.surface_base(owner) or owner
            known = apple_owner(base, match.group(4))
            return "%s.%s" % (known, match.group(4)) if known else None
        match = re.search(r"^" + T + r" is unavailable: This type has moved to the FoundationNetworking module", message)
        if match:
            return clean_type(match.group(1))
        match = re.search(r"^" + T + r" initializer is inaccessible due to 'internal' protection level", message)
        if match and names.is_uikit_world(names.framework_of(clean_type(match.group(1)))):
            return "%s.init()" % clean_type(match.group(1))
        match = re.search(r"^'([A-Za-z_]\w*)' is not a member type of \w+ " + T, message)
        if match:
            owner = clean_type(match.group(2), match.group(3))
            if apple_owner(owner, match.group(1)):
                return "%s.%s" % (owner, match.group(1))
        match = re.search(r"(method|property|initializer|subscript) does not override any \w+ from its superclass",
                          message)
        if match:
            block = self.source.enclosing(offset)
            base = self.source.surface_base(block[1]) if block and block[0] == "class" else None
            line_start = text_line_start(self.text, offset)
            declared = re.search(r"\b(func|var|init|subscript)\b\s*([A-Za-z_]\w*)?", self.text[line_start:offset + 200])
            member = (declared.group(2) or declared.group(1)) if declared else "?"
            return "%s.%s" % (base, member) if base else None
        if re.search(r"extra argument|argument passed to call that takes no arguments|incorrect argument label|"
                     r"missing argument", message):
            call = enclosing_call(self.text, offset if self.text[offset:offset + 1] == ")" else offset + 1)
            if call and call[2]:
                return self.member_call_gap(call[0], offset)
            if call and call[0][0].isupper():
                name = call[0]
                owner = name if (names.is_uikit_world(names.framework_of(name)) or name in SUPERCLASS) else (
                    self.model.classes[name].base if name in self.model.classes else None)
                if owner:
                    start = self.text.rfind(name, 0, offset + 1)
                    shape = stubs.call_shape(self.text, start + len(name)) or ()
                    labels = tuple(label for label, _ in shape)
                    known = apple_init_labels(owner)
                    if labels and not any(is_subsequence(labels, k) for k in known) and owner not in FOUNDATION_LINUX_INITS:
                        return None  # the app's own initialiser on a UIKit type, which no stub can add
                    return "%s.init(%s)" % (owner, "".join("%s:" % label for label, _ in shape))
        return None

    def member_call_gap(self, name, offset):
        """A call of a UIKit or Foundation member with arguments the surface's declaration does not take: the
        receiver's leading type (`NotificationCenter.default.addObserver(…)`) names it."""
        start = self.text.rfind("." + name, 0, offset + 1)
        if start < 0:
            return None
        line_start = self.text.rfind("\n", 0, start) + 1
        receiver = re.search(r"([A-Za-z_][\w.()]*)$", self.text[line_start:start])
        if not receiver:
            return None
        first = re.match(r"[A-Za-z_]\w*", receiver.group(1)).group(0)
        if not (names.is_uikit_world(names.framework_of(first)) or first in SUPERCLASS):
            return None
        shape = stubs.call_shape(self.text, start + 1 + len(name)) or ()
        return "%s.%s(%s)" % (first, name, "".join("%s:" % label for label, _ in shape))

    def reason(self, message):
        renamed = re.search(r"cannot find (type )?'([A-Za-z_]\w*)' in scope", message)
        if renamed and renamed.group(2) in names.RENAMED:
            return "UIKit's names before Swift 4.2 (an error against UIKit too)"
        frameworks = {self.model.framework(n) for n in self.model.names()}
        if "SwiftUI" in frameworks and re.search(r"@main|Scene|View|\bApp\b|some ", message):
            if self.outcome.swiftui_app:
                return "SwiftUI's App (Linux has no SwiftUI)"
            return "SwiftUI's views, stubbed too loosely (Linux has no SwiftUI)"
        if "AppStubValue" in message or "ambiguous" in message:
            return "a stub too loose for this use"
        if "cannot infer contextual base" in message:
            return "follows from another error"
        if re.search(r"extra argument|incorrect argument label|missing argument", message):
            return "a stub too loose for this use"
        return "other"


def measure_file(original, filename, work, compile_files, world="linux"):
    """Measures one file; `world` ("linux" or "macos") names what its Objective-C errors mean (OBJC_REASONS)."""
    return Measurement(original, filename, work, compile_files, world).run()
