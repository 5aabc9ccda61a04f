import CIndexStore

/// One occurrence of a symbol in a source file, as the compiler's index store records it.
struct Occurrence: Sendable {
  /// The symbol's USR, which equals a symbol graph's `identifier.precise`.
  let usr: String
  /// The symbol's name as the index spells it (`firstRange(of:)`, `getter:count`).
  let name: String
  /// The symbol's kind (`INDEXSTORE_SYMBOL_KIND_*`).
  let kind: UInt32
  /// The symbol's subkind (`INDEXSTORE_SYMBOL_SUBKIND_*`): accessors, operators, generic parameters.
  let subkind: UInt32
  /// The symbol's properties (`INDEXSTORE_SYMBOL_PROPERTY_*`): local, access level.
  let properties: UInt64
  /// The occurrence's roles (`INDEXSTORE_SYMBOL_ROLE_*`): definition, reference, call, implicit.
  let roles: UInt64
  /// The absolute path of the file it is in.
  let file: String
  /// The 1-based line.
  let line: Int
  /// The 1-based column, in UTF-8 bytes.
  let column: Int
  /// The module of the unit that recorded it.
  let module: String

  /// Whether the occurrence defines or declares the symbol rather than using it.
  var isDeclaration: Bool {
    roles & UInt64(INDEXSTORE_SYMBOL_ROLE_DEFINITION | INDEXSTORE_SYMBOL_ROLE_DECLARATION) != 0
  }

  /// Whether the occurrence uses the symbol (a reference, a call, a read or a write).
  var isReference: Bool { roles & UInt64(INDEXSTORE_SYMBOL_ROLE_REFERENCE) != 0 }

  /// Whether the compiler, not the source, wrote the use (a property wrapper's storage, a `for await`'s iterator).
  var isImplicit: Bool { roles & UInt64(INDEXSTORE_SYMBOL_ROLE_IMPLICIT) != 0 }

  /// Whether the symbol is local to a function body (declared in the same file as every use of it).
  var isLocal: Bool { properties & UInt64(INDEXSTORE_SYMBOL_PROPERTY_LOCAL) != 0 }
}

/// One unit of an index store: one compilation of one module (or of one file of it), with what it depends on.
struct IndexUnit: Sendable {
  /// The module it compiled.
  let module: String
  /// The unit's main file, when it has one.
  let mainFile: String?
  /// The target triple it was compiled for.
  let target: String
  /// The modules it depended on, each with the path of the file it was loaded from.
  let moduleDependencies: [(name: String, path: String)]
  /// The names of the records (one per source file) it wrote.
  let records: [(name: String, file: String)]
}

/// Reads an index store through libIndexStore's C API.
struct IndexStoreReader {
  /// The store's directory.
  let path: String

  /// Every unit in the store; a store that does not open is an error naming it.
  func units() throws(CheckFailure) -> (store: indexstore_t, units: [IndexUnit]) {
    var error: indexstore_error_t?
    guard let store = indexstore_store_create(path, &error) else {
      throw .missingInput(path: path, why: "is no index store (\(Self.describe(error)))")
    }
    let names = Collector<String>()
    _ = indexstore_store_units_apply_f(store, 0, names.context) { context, name in
      guard let collector = Collector<String>.from(context) else { return false }
      collector.items.append(string(name))
      return true
    }
    var units: [IndexUnit] = []
    for name in names.items {
      guard let reader = indexstore_unit_reader_create(store, name, &error) else {
        throw .missingInput(path: path, why: "has a unit \(name) that does not read (\(Self.describe(error)))")
      }
      defer { indexstore_unit_reader_dispose(reader) }
      units.append(unit(reader))
    }
    return (store, units)
  }

  /// Every occurrence a record holds, in the file it indexes.
  func occurrences(
    store: indexstore_t,
    record: String,
    file: String,
    module: String
  ) throws(CheckFailure) -> [Occurrence] {
    var error: indexstore_error_t?
    guard let reader = indexstore_record_reader_create(store, record, &error) else {
      throw .missingInput(path: path, why: "has a record \(record) that does not read (\(Self.describe(error)))")
    }
    defer { indexstore_record_reader_dispose(reader) }
    let found = Collector<Occurrence>()
    found.file = file
    found.module = module
    _ = indexstore_record_reader_occurrences_apply_f(reader, found.context) { context, occurrence in
      guard let collector = Collector<Occurrence>.from(context) else { return false }
      let symbol = indexstore_occurrence_get_symbol(occurrence)
      var line: UInt32 = 0
      var column: UInt32 = 0
      indexstore_occurrence_get_line_col(occurrence, &line, &column)
      collector.items.append(
        Occurrence(
          usr: string(indexstore_symbol_get_usr(symbol)),
          name: string(indexstore_symbol_get_name(symbol)),
          kind: indexstore_symbol_get_kind(symbol).rawValue,
          subkind: indexstore_symbol_get_subkind(symbol).rawValue,
          properties: indexstore_symbol_get_properties(symbol),
          roles: indexstore_occurrence_get_roles(occurrence),
          file: collector.file,
          line: Int(line),
          column: Int(column),
          module: collector.module
        )
      )
      return true
    }
    return found.items
  }

  private func unit(_ reader: indexstore_unit_reader_t) -> IndexUnit {
    let dependencies = Collector<(kind: UInt32, name: String, module: String, path: String)>()
    _ = indexstore_unit_reader_dependencies_apply_f(reader, dependencies.context) { context, dependency in
      guard let collector = Collector<(kind: UInt32, name: String, module: String, path: String)>.from(context) else {
        return false
      }
      collector.items.append(
        (
          indexstore_unit_dependency_get_kind(dependency).rawValue,
          string(indexstore_unit_dependency_get_name(dependency)),
          string(indexstore_unit_dependency_get_modulename(dependency)),
          string(indexstore_unit_dependency_get_filepath(dependency))
        )
      )
      return true
    }
    let hasMain = indexstore_unit_reader_has_main_file(reader)
    return IndexUnit(
      module: string(indexstore_unit_reader_get_module_name(reader)),
      mainFile: hasMain ? string(indexstore_unit_reader_get_main_file(reader)) : nil,
      target: string(indexstore_unit_reader_get_target(reader)),
      moduleDependencies: dependencies.items.filter { $0.kind == INDEXSTORE_UNIT_DEPENDENCY_UNIT.rawValue }.map {
        (ModulePath.moduleName(path: $0.path, recorded: $0.module), $0.path)
      },
      records: dependencies.items.filter { $0.kind == INDEXSTORE_UNIT_DEPENDENCY_RECORD.rawValue }.map {
        ($0.name, $0.path)
      }
    )
  }

  private static func describe(_ error: indexstore_error_t?) -> String {
    guard let error, let text = indexstore_error_get_description(error) else { return "no reason given" }
    defer { indexstore_error_dispose(error) }
    return String(cString: text)
  }
}

/// The module a unit dependency names: the index records `Swift` for the standard library's sibling modules
/// (`_StringProcessing`, `_Concurrency`), so the `X.swiftmodule` in the path is the truth when there is one.
enum ModulePath {
  /// The module loaded from `path` (`…/Foundation.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule`,
  /// `…/Modules/QuickActions.swiftmodule`, `…/X.swiftinterface`), or the recorded name when the path names none (a
  /// Clang module's `.pcm`).
  static func moduleName(path: String, recorded: String) -> String {
    let components = path.split(separator: "/")
    if let bundle = components.first(where: { $0.hasSuffix(".swiftmodule") }) {
      return String(bundle.dropLast(".swiftmodule".count))
    }
    if let interface = components.last, interface.hasSuffix(".swiftinterface") {
      return String(interface.dropLast(".swiftinterface".count))
    }
    return recorded
  }
}

/// A box the C callbacks fill through their context pointer.
private final class Collector<Item> {
  var items: [Item] = []
  var file = ""
  var module = ""

  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  static func from(_ context: UnsafeMutableRawPointer?) -> Collector<Item>? {
    guard let context else { return nil }
    return Unmanaged<Collector<Item>>.fromOpaque(context).takeUnretainedValue()
  }
}

/// A Swift string from libIndexStore's (pointer, length) string.
private func string(_ reference: indexstore_string_ref_t) -> String {
  guard let data = reference.data else { return "" }
  return String(decoding: UnsafeRawBufferPointer(start: data, count: reference.length), as: UTF8.self)
}
