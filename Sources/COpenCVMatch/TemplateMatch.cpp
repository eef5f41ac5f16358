#include "COpenCVMatch.h"

#include <algorithm>
#include <cmath>
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace {

// The vertex of the parabola through three equally spaced values, as an offset from the middle
// one in (-0.5, 0.5): the usual sub-pixel refinement of a correlation peak.
double parabolicOffset(double before, double peak, double after) {
  const double curvature = before - 2 * peak + after;
  if (!(curvature < 0)) return 0;
  const double offset = 0.5 * (before - after) / curvature;
  return std::isfinite(offset) ? std::clamp(offset, -0.5, 0.5) : 0;
}

}  // namespace

extern "C" FlickTemplateMatch flick_match_template(const unsigned char *image, int imageWidth,
                                                   int imageHeight, int imageStride,
                                                   const unsigned char *templ, int templateWidth,
                                                   int templateHeight, int templateStride, int searchX,
                                                   int searchY, int searchWidth, int searchHeight) {
  FlickTemplateMatch match = {0, 0, -2, 1};
  const int left = std::max(searchX, 0);
  const int top = std::max(searchY, 0);
  const int right = std::min(searchX + searchWidth, imageWidth);
  const int bottom = std::min(searchY + searchHeight, imageHeight);
  if (!image || !templ || templateWidth < 1 || templateHeight < 1 || right - left < templateWidth ||
      bottom - top < templateHeight)
    return match;
  try {
    const cv::Mat frame(imageHeight, imageWidth, CV_8UC1, const_cast<unsigned char *>(image),
                        static_cast<size_t>(imageStride));
    const cv::Mat pattern(templateHeight, templateWidth, CV_8UC1, const_cast<unsigned char *>(templ),
                          static_cast<size_t>(templateStride));
    const cv::Mat searched = frame(cv::Rect(left, top, right - left, bottom - top));
    cv::Mat scores;
    cv::matchTemplate(searched, pattern, scores, cv::TM_CCOEFF_NORMED);
    // A flat window can give NaN on some builds: it is no match.
    cv::patchNaNs(scores, -1);
    double best = 0;
    cv::Point peak;
    cv::minMaxLoc(scores, nullptr, &best, nullptr, &peak);
    double dx = 0, dy = 0;
    if (peak.x > 0 && peak.x < scores.cols - 1)
      dx = parabolicOffset(scores.at<float>(peak.y, peak.x - 1), best, scores.at<float>(peak.y, peak.x + 1));
    if (peak.y > 0 && peak.y < scores.rows - 1)
      dy = parabolicOffset(scores.at<float>(peak.y - 1, peak.x), best, scores.at<float>(peak.y + 1, peak.x));
    match.x = left + peak.x + dx;
    match.y = top + peak.y + dy;
    match.score = std::isfinite(best) ? best : -1;
    match.status = 0;
  } catch (const cv::Exception &) {
    match.status = 2;
  }
  return match;
}

extern "C" double flick_image_spread(const unsigned char *image, int width, int height, int stride) {
  if (!image || width < 1 || height < 1) return 0;
  try {
    const cv::Mat pixels(height, width, CV_8UC1, const_cast<unsigned char *>(image), static_cast<size_t>(stride));
    cv::Scalar mean, deviation;
    cv::meanStdDev(pixels, mean, deviation);
    return std::isfinite(deviation[0]) ? deviation[0] : 0;
  } catch (const cv::Exception &) {
    return 0;
  }
}
