import CIndexStore
import Foundation

/// Where a declaration of the package itself is defined.
struct Definition: Sendable {
  let file: String
  let line: Int
  let column: Int
  let module: String
}

/// What the index stores hold about the package's own files.
struct IndexedPackage {
  /// The occurrences in files under the source roots, by file.
  let occurrences: [String: [Occurrence]]
  /// Where each symbol defined in a file under the source roots is defined.
  let definitions: [String: Definition]
  /// The units whose main file is under the source roots.
  let units: [IndexUnit]
  /// The Swift modules those units loaded (a Clang module's `.pcm` is left out: its declarations carry Clang USRs).
  let dependencies: Set<String>
  /// The Clang modules any unit of the stores loaded (`SwiftGlibc`, …), the package's or a module's it imports (an
  /// overlay such as `Glibc` re-exports its Clang module, which the package's own units then do not list): their
  /// declarations carry Clang USRs (`c:…`) or the `__C` module's (`s:So…`, `s:SC…`).
  let clangDependencies: Set<String>
  /// The file each of those Clang modules was loaded from (its `.pcm` in the module cache), which a cached graph of the
  /// module is keyed on.
  let clangModulePaths: [String: String]
  /// The USRs of the package's own nominal types (struct, enum, class, protocol), for the members the compiler
  /// synthesizes in them (`rawValue`, `allCases`, `init(rawValue:)`), which have no definition of their own.
  let ownTypes: Set<String>
  /// The target triple of those units (the first one's).
  let target: String

  /// Reads every store, keeping what lies under `sourceRoots`; a store that does not read is a missing input.
  static func read(stores: [String], sourceRoots: [String]) throws(CheckFailure) -> IndexedPackage {
    var occurrences: [String: [Occurrence]] = [:]
    var definitions: [String: Definition] = [:]
    var ownUnits: [IndexUnit] = []
    var seenRecords: Set<String> = []
    var referencedRecords: Set<String> = []
    var clangModules: Set<String> = []
    var clangModulePaths: [String: String] = [:]
    var ownTypes: Set<String> = []
    let typeKinds: Set<UInt32> = [
      INDEXSTORE_SYMBOL_KIND_STRUCT.rawValue, INDEXSTORE_SYMBOL_KIND_ENUM.rawValue,
      INDEXSTORE_SYMBOL_KIND_CLASS.rawValue, INDEXSTORE_SYMBOL_KIND_PROTOCOL.rawValue,
    ]
    for path in stores {
      guard FileManager.default.fileExists(atPath: path) else {
        throw .missingInput(path: path, why: "does not exist (--index-store)")
      }
      let reader = IndexStoreReader(path: path)
      let (store, units) = try reader.units()
      defer { indexstore_store_dispose(store) }
      for unit in units {
        referencedRecords.formUnion(unit.records.map(\.name))
        for dependency in unit.moduleDependencies
        where !dependency.path.hasSuffix(".swiftmodule") && !dependency.path.hasSuffix(".swiftinterface") {
          clangModules.insert(dependency.name)
          clangModulePaths[dependency.name] = dependency.path
        }
        if let main = unit.mainFile, isUnder(main, sourceRoots) { ownUnits.append(unit) }
        for record in unit.records where isUnder(record.file, sourceRoots) {
          guard seenRecords.insert(record.name).inserted else { continue }
          let found = try reader.occurrences(store: store, record: record.name, file: record.file, module: unit.module)
          occurrences[record.file, default: []] += found
          for occurrence in found where occurrence.isDeclaration {
            if typeKinds.contains(occurrence.kind) { ownTypes.insert(occurrence.usr) }
            let isDefinition = occurrence.roles & UInt64(INDEXSTORE_SYMBOL_ROLE_DEFINITION) != 0
            if definitions[occurrence.usr] == nil || isDefinition {
              definitions[occurrence.usr] = Definition(
                file: occurrence.file,
                line: occurrence.line,
                column: occurrence.column,
                module: occurrence.module
              )
            }
          }
        }
      }
    }
    guard let first = ownUnits.first else {
      throw .missingInput(
        path: stores.joined(separator: ", "),
        why: "holds no unit for a file under \(sourceRoots.joined(separator: ", ")) (--index-store, --source-root)"
      )
    }
    try checkComplete(stores: stores, units: ownUnits, referenced: referencedRecords, sourceRoots: sourceRoots)
    return IndexedPackage(
      occurrences: occurrences,
      definitions: definitions,
      units: ownUnits,
      dependencies: Set(
        ownUnits.flatMap { unit in
          unit.moduleDependencies.filter { $0.path.hasSuffix(".swiftmodule") || $0.path.hasSuffix(".swiftinterface") }
            .map(\.name)
        }
      ),
      clangDependencies: clangModules,
      clangModulePaths: clangModulePaths,
      ownTypes: ownTypes,
      target: first.target
    )
  }

  /// Fails when a store holds records of package files that no unit names: what a plain `swiftc -typecheck
  /// -index-store-path` writes, since every file's unit is named after its output and -typecheck has none, so one
  /// unit per module survives and the other files would silently go unchecked.
  private static func checkComplete(
    stores: [String],
    units: [IndexUnit],
    referenced: Set<String>,
    sourceRoots: [String]
  ) throws(CheckFailure) {
    let covered = Set(units.compactMap { $0.mainFile.map { ($0 as NSString).lastPathComponent } })
    var packageFiles: Set<String> = []
    for root in sourceRoots {
      let enumerator = FileManager.default.enumerator(atPath: root)
      while let entry = enumerator?.nextObject() as? String {
        let name = (entry as NSString).lastPathComponent
        if name.hasPrefix(".") {
          enumerator?.skipDescendants()
        } else if name.hasSuffix(".swift") {
          packageFiles.insert(name)
        }
      }
    }
    for store in stores {
      let recordsDirectory = "\(store)/v5/records"
      var uncovered: Set<String> = []
      for bucket in (try? FileManager.default.contentsOfDirectory(atPath: recordsDirectory)) ?? [] {
        for record in (try? FileManager.default.contentsOfDirectory(atPath: "\(recordsDirectory)/\(bucket)")) ?? [] {
          guard !referenced.contains(record), let dash = record.lastIndex(of: "-") else { continue }
          let file = String(record[..<dash])
          if packageFiles.contains(file), !covered.contains(file) { uncovered.insert(file) }
        }
      }
      guard uncovered.isEmpty else {
        let examples = uncovered.sorted().prefix(3).joined(separator: ", ")
        throw .missingInput(
          path: store,
          why: "holds records of \(uncovered.count) package files that no unit names (\(examples)…): a plain "
            + "`swiftc -typecheck -index-store-path` keeps one file's unit per module; index with .ci/apple/typecheck, "
            + "or give each file a unit name (-index-unit-output-path-filelist)"
        )
      }
    }
  }

  /// Whether `path` lies under one of `roots`.
  static func isUnder(_ path: String, _ roots: [String]) -> Bool {
    roots.contains { root in path.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
  }
}
