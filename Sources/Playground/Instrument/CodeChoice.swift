/// The instrument's choice for exported code: the platform K copies for, and whether the code panel
/// shows beside the tuning panel (from the first K on, so the tuning panel alone looks as it
/// did).
struct CodeChoice: Equatable {
  var platform = CodePlatform.swiftui
  var isShown = false
}
