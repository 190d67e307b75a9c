// SDL2 (the window, its renderer and input), SDL2_ttf (FreeType and HarfBuzz: fonts in
// pixels), SDL2_image (PNG decoding and saving) and libjpeg-turbo's TurboJPEG API (JPEG
// decoding scaled by 1/8 steps and encoding), as Debian's -dev packages install them.
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#include <turbojpeg.h>
