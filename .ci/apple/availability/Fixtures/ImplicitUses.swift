// floors: macOS 10.13, iOS 12.0, macCatalyst 13.0
// What the compiler uses without the source naming it: conformances, key paths, operators, interpolation, for await.

struct Item: Identifiable {  // expect-availability: macOS 10.15, iOS 13.0
  let id: Int
}

func keyPath() -> Int {
  let path = \Item.id
  return Item(id: 1)[keyPath: path]
}

func stream() async -> Int {
  var total = 0
  let numbers = AsyncStream<Int> { $0.finish() }  // expect-availability: macOS 10.15, iOS 13.0
  for await number in numbers { total += number }  // expect-availability: macOS 10.15, iOS 13.0
  return total
}

func interpolation(_ value: Int) -> String {
  "value \(value)"
}
