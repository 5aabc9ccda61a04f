// Foundation's global functions for logging, localized strings and autorelease pools.

/// Logs an error message to the Apple System Log facility.
/// https://developer.apple.com/documentation/foundation/nslog(_:_:)
public func NSLog(_ format: String, _ args: any CVarArg...) {}

/// Returns a localized string from a table that Xcode generates for you when exporting localizations.
/// https://developer.apple.com/documentation/foundation/nslocalizedstring(_:tablename:bundle:value:comment:)
public func NSLocalizedString(
  _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String
) -> String { fatalError() }

/// Runs `body` in an autorelease pool.
/// https://developer.apple.com/documentation/objectivec/autoreleasepool(invoking:)
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }

/// Obtains a class by name.
/// https://developer.apple.com/documentation/foundation/nsclassfromstring(_:)
public func NSClassFromString(_ aClassName: String) -> AnyClass? { fatalError() }
