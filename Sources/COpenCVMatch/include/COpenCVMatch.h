#ifndef FLICK_COPENCVMATCH_H
#define FLICK_COPENCVMATCH_H

// A C face on OpenCV's template matching (Debian's libopencv-imgproc), so Swift calls it without
// C++ interop: the region a recording follows is found in each frame by normalised
// cross-correlation (TM_CCOEFF_NORMED), its peak refined to a fraction of a pixel.

#ifdef __cplusplus
extern "C" {
#endif

/// Where the template matched best in the searched rectangle.
typedef struct FlickTemplateMatch {
  /// The template's top-left corner at the best match, in image pixels, to a fraction of one.
  double x;
  double y;
  /// TM_CCOEFF_NORMED at the peak: 1 a perfect match, 0 none; -2 when nothing was searched.
  double score;
  /// 0 found; 1 the arguments do not fit the image; 2 OpenCV refused (its message is dropped).
  int status;
} FlickTemplateMatch;

/// Finds `templ` (8-bit grey, `templateWidth`×`templateHeight`, rows `templateStride` bytes
/// apart) in the rectangle (`searchX`, `searchY`, `searchWidth`, `searchHeight`) of `image`
/// (8-bit grey, rows `imageStride` bytes apart). The rectangle is clipped to the image and must
/// hold the template.
FlickTemplateMatch flick_match_template(const unsigned char *image, int imageWidth, int imageHeight,
                                        int imageStride, const unsigned char *templ, int templateWidth,
                                        int templateHeight, int templateStride, int searchX, int searchY,
                                        int searchWidth, int searchHeight);

/// The standard deviation of a grey image's pixels: a template with none cannot be followed.
double flick_image_spread(const unsigned char *image, int width, int height, int stride);

#ifdef __cplusplus
}
#endif

#endif
