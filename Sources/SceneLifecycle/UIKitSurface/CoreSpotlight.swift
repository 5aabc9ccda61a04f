#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE && !canImport(CoreSpotlight)
  /// The type of the activity a Spotlight result opens the app with, as Core Spotlight's
  /// `CSSearchableItemActionType` (UIKit semantics article, 15 row 1): declared where Core Spotlight is missing
  /// (Linux), so an app's `activity.activityType == CSSearchableItemActionType` compiles and matches a scenario's
  /// `userActivity` step of that type.
  public let CSSearchableItemActionType = UserActivityReference.spotlightActivityType

  /// The `userInfo` key of a Spotlight result's identifier, as `CSSearchableItemActivityIdentifier`.
  public let CSSearchableItemActivityIdentifier = UserActivityReference.spotlightIdentifierKey

  /// The type of a search continued in the app from Spotlight, as `CSQueryContinuationActionType`.
  public let CSQueryContinuationActionType = UserActivityReference.queryContinuationActivityType

  /// The `userInfo` key of a continued search's query, as `CSSearchQueryString`.
  public let CSSearchQueryString = UserActivityReference.searchQueryKey
#endif
