/// A Foundation object from `PropertyListSerialization`, as the static-item reader reads it.
struct PropertyListObject: StaticItemsValue {
  /// The object.
  let object: Any

  var staticItemsElements: [PropertyListObject]? { (object as? [Any])?.map(PropertyListObject.init) }

  var staticItemsMembers: [String: PropertyListObject]? {
    (object as? [String: Any])?.mapValues(PropertyListObject.init)
  }

  var staticItemsString: String? { object as? String }

  var staticItemsKindDescription: String { PropertyListValue.kindDescription(of: object) }

  func propertyListValue(path: String) throws(PropertyListValueError) -> PropertyListValue {
    try PropertyListValue(any: object, path: path)
  }
}
