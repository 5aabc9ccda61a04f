// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// At the package's floor: a conformance to a newer protocol, a key path through a newer property, a newer operator.

struct Pattern: RegexComponent {  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  var regex: Regex<Substring> {  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
    Regex(verbatim: "a")  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  }
}

typealias Parts = (seconds: Int64, attoseconds: Int64)

func keyPath() -> KeyPath<Duration, Parts> {  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  \Duration.components  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func sum(_ left: Duration, _ right: Duration)  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  -> Duration  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
{
  left + right  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func stream() async -> Int {
  var total = 0
  for await number in AsyncStream<Int>(unfolding: { nil }) { total += number }
  return total
}
