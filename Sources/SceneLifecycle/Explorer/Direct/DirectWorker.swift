/// A thread's key memory: the table that packs its states' keys (``WorldKeyTable``).
struct DirectWorker {
  let keys: WorldKeyTable

  init(interner: WorldKeyInterner) { keys = WorldKeyTable(interner: interner) }
}
