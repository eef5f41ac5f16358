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
  /// The noise without a smooth motion's own bending (``SampleSeries/smoothNoise``), with the
  /// same floor: what a timed curve and the laws it is tried against are judged by.
  let smoothNoise: Double
  /// The fewest samples a spring or decay is found from.
  let shortestFree = 8

  init(_ series: SampleSeries, noiseFloor: Double) {
    fitter = LawFitter(series.samples)
    times = fitter.times
    let floor = Swift.max(noiseFloor.isFinite ? noiseFloor : 0, 0.001)
    noise = Swift.max(series.noise, floor)
    smoothNoise = Swift.max(series.smoothNoise, floor)
  }

  /// Whether a law explains its samples: the root mean square residual near the noise and no
  /// sample far outside it (judged against `noise`, the segmentation's own by default).
  func fits(_ law: FittedLaw, noise: Double? = nil) -> Bool {
    let noise = noise ?? self.noise
    return law.residual <= 1.6 * noise + 0.03 && law.largestResidual <= 5 * noise + 0.15
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
  func longest(_ kind: LawFitter.Kind, from start: Int, noise: Double? = nil) -> Piece? {
    let available = times.count - start
    let shortest = kind == .held ? 2 : shortestFree
    let fits = { (law: FittedLaw) in self.fits(law, noise: noise) }
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
      let free = bestFree(from: start)
      if let free, free.range.count > held.range.count + 2 {
        // A free law may bend over a drag and the motion after it: one law must explain the
        // stretch better than the drag's line and a law after it (by the information criterion).
        choice = splitsBetter(free, after: held) ?? free
      }
      // A timed curve only where no spring or decay is found: with six rates it bends to fit
      // most short stretches, so it must not compete with the laws that have fewer.
      // Like a free law, it may bend over a drag and the motion after it (an ease-out over a drag
      // and a noisy decay): the drag's line and a law after it must not explain it better.
      if free.map({ LawFitter.isAtEdge($0.law.law) || !fits($0.law, noise: smoothNoise) }) ?? true,
        let timed = bestTimed(from: start),
        timed.range.count > choice.range.count + 2,
        splitsBetter(timed, after: held, noise: smoothNoise) == nil
      {
        choice = timed
        // The line before it may have taken its slow start, which the curve explains too (it
        // stands at its `from` before it starts).
        if let last = pieces.last, last.kind == .held,
          let merged = fit(
            .timed, last.range.lowerBound..<timed.range.upperBound, hint: LawFitter.rates(of: timed.law.law)),
          fits(merged, noise: smoothNoise),
          explains(Piece(kind: .timed, range: last.range.lowerBound..<timed.range.upperBound, law: merged))
        {
          pieces.removeLast()
          choice = Piece(kind: .timed, range: last.range.lowerBound..<timed.range.upperBound, law: merged)
        }
      }
      pieces.append(choice)
      start = choice.range.upperBound
    }
    return refineBoundaries(pieces)
  }

  /// Whether a piece's law explains its samples and is a law found: within the residual bound
  /// (``fits(_:)``), its rates off the edge of the range searched, and a timed curve seen to end
  /// (two samples at or after its end): a curve cut short (a grab in its ease-in) says nothing
  /// of its duration or where it was going, which any curve ending at the last sample would
  /// claim.
  func explains(_ piece: Piece) -> Bool {
    guard piece.kind != .held else { return true }
    guard fits(piece.law), !LawFitter.isAtEdge(piece.law.law) else { return false }
    if case .timed(let timed) = piece.law.law {
      return piece.range.count >= 2 && times[piece.range.upperBound - 2] >= timed.end
    }
    return true
  }

  /// The timed curve that explains the most samples from `start`, moving further than the noise
  /// and seen to end; nil where there is none.
  func bestTimed(from start: Int) -> Piece? {
    let movement = Swift.max(1.0, 8 * noise)
    guard let timed = longest(.timed, from: start, noise: smoothNoise), travel(of: timed) > movement,
      explains(timed)
    else {
      return nil
    }
    // Fewer unknowns win at equal residual: a spring or a decay over the same samples that the
    // criterion prefers (or that it cannot tell from the curve) is taken instead, by the caller
    // (a decay filmed with noise is bent as well by an ease-out, with five more unknowns).
    let rival = [LawFitter.Kind.spring, .decay].compactMap { fit($0, timed.range) }.map {
      cost($0, noise: smoothNoise)
    }
    guard rival.allSatisfy({ $0 > cost(timed.law, noise: smoothNoise) }) else { return nil }
    return timed
  }

  /// The information criterion of a fit: χ² against the noise plus ln(observations) per unknown
  /// (Schwarz's), so a law with more unknowns must earn them.
  func cost(_ law: FittedLaw, noise: Double? = nil) -> Double {
    let noise = noise ?? self.noise
    return law.residualSumOfSquares / (noise * noise) + Double(law.parameterCount)
      * log(Double(2 * law.sampleCount))
  }

  /// Whether a law leaves nothing but the noise: its residual within two standard errors of
  /// the noise (a root mean square over ν degrees of freedom has a relative standard error of
  /// 1/√(2ν)). Fewer unknowns win at equal residual, and no law can be told from one that does
  /// this: a spring, with three more unknowns, bends into the noise of a decay's samples (the
  /// decay is its limit, where its two rates mean nothing, so what they gain is not the χ² of
  /// three unknowns the information criterion charges for; issue 61: UIScrollView's 0.99 per ms
  /// at 60 Hz with 0.3 px of noise, seed 4, a spring's χ² 18 lower at 226 observations).
  func isDownToNoise(_ law: FittedLaw) -> Bool {
    let freedom = Double(Swift.max(1, 2 * law.sampleCount - law.parameterCount))
    return law.residual <= noise * (1 + 2 / (2 * freedom).squareRoot())
  }

  /// The spring or decay that explains the most samples from `start`, moving further than the
  /// noise; where both reach about as far, the one the information criterion prefers over the
  /// longer range, the shorter one only where it explains those samples too (fewer unknowns win
  /// at equal residual, never over samples they miss).
  func bestFree(from start: Int) -> Piece? {
    let movement = Swift.max(1.0, 8 * noise)
    let decay = longest(.decay, from: start).flatMap { travel(of: $0) > movement ? $0 : nil }
    let spring = longest(.spring, from: start).flatMap { travel(of: $0) > movement ? $0 : nil }
    guard let decay, let spring else { return decay ?? spring }
    if spring.range.count > decay.range.count + 2 { return spring }
    if decay.range.count > spring.range.count + 2 { return decay }
    let longer = spring.range.count >= decay.range.count ? spring : decay
    let range = longer.range
    guard
      let springLaw = spring.range == range
        ? spring.law : fit(.spring, range, hint: LawFitter.rates(of: spring.law.law)),
      let decayLaw = decay.range == range
        ? decay.law : fit(.decay, range, hint: LawFitter.rates(of: decay.law.law)),
      fits(longer.kind == .spring ? decayLaw : springLaw)
    else { return longer }
    if isDownToNoise(decayLaw) { return Piece(kind: .decay, range: range, law: decayLaw) }
    return cost(decayLaw) <= cost(springLaw)
      ? Piece(kind: .decay, range: range, law: decayLaw) : Piece(kind: .spring, range: range, law: springLaw)
  }

  /// The held piece to take instead of `free` when the held line up to a boundary near its end
  /// and a law after it explain `free`'s samples better; nil when they do not. The law after
  /// is either kind: a decay is a spring's limit, and a spring, with three more unknowns, bends
  /// over the last frames of a drag and the decay after them, where a decay cannot, so the line
  /// and a spring after it did not beat it but the line and a decay do (issue 61: decays at 0.998
  /// and 0.99 per ms let go after a short drag, or filmed with noise, read as springs).
  func splitsBetter(_ free: Piece, after held: Piece, reach: Int = 6, noise: Double? = nil) -> Piece? {
    let start = free.range.lowerBound
    let end = free.range.upperBound
    let lowest = Swift.max(start + 2, held.range.upperBound - reach)
    let highest = Swift.min(end - shortestFree, held.range.upperBound + reach)
    guard lowest <= highest else { return nil }
    let whole = cost(free.law, noise: noise)
    // The best split for each kind of law after the line: whether to split is the evidence's
    // (either kind), but the boundary is the free law's own kind's where that split beats the
    // whole too. A decay after the line fits a stiff spring's tail from a frame or two late
    // (the line taking the spring's first frames): with too few frames to tell them apart, it
    // read the accuracy table's 30 fps critically damped spring as a decay.
    var best: [LawFitter.Kind: (cost: Double, piece: Piece, after: FittedLaw, kind: LawFitter.Kind)] = [:]
    for boundary in lowest...highest {
      guard let line = fit(.held, start..<boundary) else { continue }
      for kind in [LawFitter.Kind.spring, .decay] {
        guard
          let after = fit(
            kind, boundary..<end, hint: kind == free.kind ? LawFitter.rates(of: free.law.law) : nil)
        else { continue }
        let split = cost(line, noise: noise) + cost(after, noise: noise) + log(Double(2 * free.range.count))
        if split < (best[kind]?.cost ?? .infinity) {
          best[kind] = (split, Piece(kind: .held, range: start..<boundary, law: line), after, kind)
        }
      }
    }
    if let own = best[free.kind], own.cost < whole { return own.piece }
    guard let other = best.values.min(by: { $0.cost < $1.cost }), other.cost < whole else { return nil }
    // The other kind only where it takes the line's velocity over (within a fifth of it), as a
    // flick let go onto a decay does: a decay fitted a frame or two into a stiff spring starts
    // faster than the drag (14 % on that 30 fps spring).
    let boundary = times[other.piece.range.upperBound]
    let handed = other.piece.law.state(at: boundary).velocity
    let taken = other.after.state(at: boundary).velocity
    guard other.kind == free.kind || handed.distance(to: taken) <= 0.2 * handed.magnitude else { return nil }
    return other.piece
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
