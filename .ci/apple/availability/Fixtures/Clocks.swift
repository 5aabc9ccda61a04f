// floors: macOS 12.0, iOS 15.0, macCatalyst 15.0
// ContinuousClock and Duration are macOS 13 / iOS 16, and so is every member and operator of theirs.

func elapsed() -> Bool {
  let clock = ContinuousClock()  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  let limit: Duration = .seconds(2)  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  let start = clock.now  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  return clock.now < start + limit  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}

func seconds(of duration: Duration) -> Int64 {  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
  duration.components.seconds  // expect-availability: macOS 13.0, iOS 16.0, macCatalyst 16.0
}
