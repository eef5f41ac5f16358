import Motion
import Testing

@testable import Playground

/// The message panel's layout: messages wrapped to its width (a long path cut), at most four
/// lines a message, centred under the navbar; a press is on it where it is drawn.
struct MessagePanelTests {
  private let metrics = EstimatedTextMetrics()

  @Test func wordsWrapToTheWidthAndALongWordIsCut() {
    let lines = MessagePanel.wrap(
      "cannot write screenshot '/a/very/long/path/that/does/not/fit/on/one/line/at/all/shot.png': no such directory",
      width: 200, metrics: metrics)
    #expect(lines.count > 2 && lines.count <= MessagePanel.linesPerMessage)
    for line in lines {
      #expect(metrics.measure(line, size: MessagePanel.textSize, isBold: false).width <= 200)
    }
    #expect(lines[0] == "cannot write screenshot")
  }

  @Test func aMessageTakesAtMostFourLinesEndingInAnEllipsis() {
    let lines = MessagePanel.wrap(String(repeating: "word ", count: 200), width: 200, metrics: metrics)
    #expect(lines.count == MessagePanel.linesPerMessage)
    #expect(lines.last?.hasSuffix("…") == true)
  }

  @Test func thePanelIsCentredUnderTheNavbarAndHitWhereDrawn() throws {
    let size = Size(width: 960, height: 640)
    let panel = try #require(MessagePanel(messages: ["one", "two"], size: size, metrics: metrics))
    #expect(panel.frame.center.x == 480 && panel.frame.minY >= 64)
    #expect(panel.contains(panel.frame.center) && !panel.contains(Vector2(x: 480, y: 600)))
    // A title, one line a message, the dismissal.
    #expect(panel.lines.count == 4 && panel.lines[0].text.string == "Flick ran into 2 problems")
    for line in panel.lines { #expect(panel.frame.contains(line.rect.center)) }
    #expect(MessagePanel(messages: [], size: size, metrics: metrics) == nil)
  }
}
