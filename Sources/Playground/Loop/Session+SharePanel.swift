/// What the share panel (D) says of the ways to write out what is on screen.
extension Session {
  /// What the share panel's rows say now: O's page, V's recording, K's platform, the folders.
  var shareStatus: SharePanel.Status {
    SharePanel.Status(
      webPage: webPageSource, recording: outputs.video.map { SaveFolder.display($0.path) },
      platform: instrument.panels.code.platform, pictures: outputs.saveDirectory(.pictures),
      videos: outputs.saveDirectory(.videos))
  }
}
