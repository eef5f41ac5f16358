import Foundation
import Motion

/// Splits samples into pieces that each obey one law: greedily, from each piece's first sample,
/// the law that explains the most samples within the noise (a straight line for a held or
/// dragged stretch, a decay, a spring), then each boundary moved to where the two neighbours fit
/// best together. A law that breaks (a grab, a release, a retarget) shows as residuals that grow
/// past the noise within a frame or two of the break; the boundary search finds the frame.
struct MotionSegmenter {
  /// A run of samples and the law fitted to it.
  struct Piece {
    var kind: LawFitter.Kind
    var range: Range<Int>
    var law: FittedLaw
  }

  let fitter: LawFitter
  let times: [Double]
  /// The noise the residuals are judged against (points, one axis), never below a floor that
  /// stands for a tracker's own sub-pixel error.
  let noise: Double
  /// The fewest samples a spring or decay is found from.
  let shortestFree = 8

  init(_ series: SampleSeries, noiseFloor: Double) {
    fitter = LawFitter(series.samples)
    times = fitter.times
    noise = Swift.max(series.noise, noiseFloor.isFinite ? noiseFloor : 0, 0.001)
  }

  /// Whether a law explains its samples: the root mean square residual near the noise and no
  /// sample far outside it.
  func fits(_ law: FittedLaw) -> Bool {
    law.residual <= 1.6 * noise + 0.03 && law.largestResidual <= 5 * noise + 0.15
  }

  /// How many samples before its first a piece's law is given from, so a hand-off can be looked
  /// for a few frames either side of the boundary (a law is only evaluated forward in time).
  static let lookBack = 4

  func origin(of range: Range<Int>) -> Double {
    times[Swift.max(0, range.lowerBound - Self.lookBack)]
  }

  func fit(_ kind: LawFitter.Kind, _ range: Range<Int>, hint: [Double]? = nil) -> FittedLaw? {
    fitter.fit(kind, range, origin: origin(of: range), hint: hint)
  }

  /// The longest piece of `kind` from `start` that fits: doubling, then halving the interval
  /// between the last length that fit and the first that did not.
  func longest(_ kind: LawFitter.Kind, from start: Int) -> Piece? {
    let available = times.count - start
    let shortest = kind == .held ? 2 : shortestFree
    guard available >= shortest, var good = fit(kind, start..<(start + shortest)), fits(good) else {
      return nil
    }
    var goodCount = shortest
    var badCount: Int?
    var probe = shortest * 2
    while badCount == nil, goodCount < available {
      let count = Swift.min(probe, available)
      if let law = fit(kind, start..<(start + count), hint: LawFitter.rates(of: good.law)), fits(law) {
        good = law
        goodCount = count
        probe *= 2
      } else {
        badCount = count
      }
    }
    if var bad = badCount {
      while bad - goodCount > 1 {
        let middle = (goodCount + bad) / 2
        if let law = fit(kind, start..<(start + middle), hint: LawFitter.rates(of: good.law)), fits(law) {
          good = law
          goodCount = middle
        } else {
          bad = middle
        }
      }
    }
    return Piece(kind: kind, range: start..<(start + goodCount), law: good)
  }

  /// How far a piece's law carries the subject over its own samples.
  func travel(of piece: Piece) -> Double {
    let first = piece.law.state(at: times[piece.range.lowerBound]).position
    var farthest = 0.0
    for index in piece.range {
      farthest = Swift.max(farthest, piece.law.state(at: times[index]).position.distance(to: first))
    }
    return farthest
  }

  /// The pieces, in order, covering every sample once.
  func pieces() -> [Piece] {
    var pieces: [Piece] = []
    var start = 0
    while start < times.count {
      guard let held = longest(.held, from: start) else {
        // A last lone sample joins the piece before it.
        if var last = pieces.popLast() {
          last.range = last.range.lowerBound..<times.count
          last.law = fit(last.kind, last.range, hint: LawFitter.rates(of: last.law.law)) ?? last.law
          pieces.append(last)
        }
        break
      }
      var choice = held
      if let free = bestFree(from: start), free.range.count > held.range.count + 2 {
        // A free law may bend over a drag and the motion after it: one law must explain the
        // stretch better than the drag's line and a law after it (by the information criterion).
        choice = splitsBetter(free, after: held) ?? free
      }
      pieces.append(choice)
      start = choice.range.upperBound
    }
    return refineBoundaries(pieces)
  }

  /// The information criterion of a fit: χ² against the noise plus ln(observations) per unknown
  /// (Schwarz's), so a law with more unknowns must earn them.
  func cost(_ law: FittedLaw) -> Double {
    law.residualSumOfSquares / (noise * noise) + Double(law.parameterCount) * log(Double(2 * law.sampleCount))
  }

  /// The spring or decay that explains the most samples from `start`, moving further than the
  /// noise; where both reach about as far, the one the information criterion prefers over the
  /// longer range.
  func bestFree(from start: Int) -> Piece? {
    let movement = Swift.max(1.0, 8 * noise)
    let decay = longest(.decay, from: start).flatMap { travel(of: $0) > movement ? $0 : nil }
    let spring = longest(.spring, from: start).flatMap { travel(of: $0) > movement ? $0 : nil }
    guard let decay, let spring else { return decay ?? spring }
    if spring.range.count > decay.range.count + 2 { return spring }
    if decay.range.count > spring.range.count + 2 { return decay }
    let range = spring.range.count >= decay.range.count ? spring.range : decay.range
    guard
      let springLaw = spring.range == range
        ? spring.law : fit(.spring, range, hint: LawFitter.rates(of: spring.law.law)),
      let decayLaw = decay.range == range
        ? decay.law : fit(.decay, range, hint: LawFitter.rates(of: decay.law.law))
    else { return spring }
    return cost(decayLaw) <= cost(springLaw)
      ? Piece(kind: .decay, range: range, law: decayLaw) : Piece(kind: .spring, range: range, law: springLaw)
  }

  /// The held piece to take instead of `free` when the held line up to a boundary near its end
  /// and the same kind of law after it explain `free`'s samples better; nil when they do not.
  func splitsBetter(_ free: Piece, after held: Piece, reach: Int = 6) -> Piece? {
    let start = free.range.lowerBound
    let end = free.range.upperBound
    let lowest = Swift.max(start + 2, held.range.upperBound - reach)
    let highest = Swift.min(end - shortestFree, held.range.upperBound + reach)
    guard lowest <= highest else { return nil }
    let whole = cost(free.law)
    var best: (cost: Double, piece: Piece)?
    for boundary in lowest...highest {
      guard let line = fit(.held, start..<boundary),
        let after = fit(free.kind, boundary..<end, hint: LawFitter.rates(of: free.law.law))
      else { continue }
      let split = cost(line) + cost(after) + log(Double(2 * free.range.count))
      if split < (best?.cost ?? .infinity) {
        best = (split, Piece(kind: .held, range: start..<boundary, law: line))
      }
    }
    guard let best, best.cost < whole else { return nil }
    return best.piece
  }

  /// Moves each boundary with a spring or decay on either side to the sample that makes the two
  /// fits' total squared residual least, up to `reach` samples either way.
  func refineBoundaries(_ input: [Piece], reach: Int = 6) -> [Piece] {
    var pieces = input
    guard pieces.count > 1 else { return pieces }
    for index in 0..<(pieces.count - 1) {
      let left = pieces[index]
      let right = pieces[index + 1]
      if left.kind == .held, right.kind == .held { continue }
      let leftShortest = left.kind == .held ? 2 : shortestFree
      let rightShortest = right.kind == .held ? 2 : shortestFree
      let lowest = Swift.max(left.range.lowerBound + leftShortest, right.range.lowerBound - reach)
      let highest = Swift.min(right.range.upperBound - rightShortest, right.range.lowerBound + reach)
      guard lowest <= highest else { continue }
      var best: (cost: Double, left: FittedLaw, right: FittedLaw, boundary: Int)?
      for boundary in lowest...highest {
        guard
          let leftLaw = fit(
            left.kind, left.range.lowerBound..<boundary, hint: LawFitter.rates(of: left.law.law)),
          let rightLaw = fit(
            right.kind, boundary..<right.range.upperBound, hint: LawFitter.rates(of: right.law.law))
        else { continue }
        let cost = leftLaw.residualSumOfSquares + rightLaw.residualSumOfSquares
        if cost < (best?.cost ?? .infinity) { best = (cost, leftLaw, rightLaw, boundary) }
      }
      if let best {
        pieces[index] = Piece(kind: left.kind, range: left.range.lowerBound..<best.boundary, law: best.left)
        pieces[index + 1] = Piece(
          kind: right.kind, range: best.boundary..<right.range.upperBound, law: best.right)
      }
    }
    return pieces
  }
}
