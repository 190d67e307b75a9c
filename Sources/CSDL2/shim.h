// SDL2 (the window, its renderer and input), SDL2_ttf (FreeType and HarfBuzz: fonts in
// pixels), SDL2_image (PNG decoding and saving) and libjpeg-turbo's TurboJPEG API (JPEG
// decoding scaled by 1/8 steps and encoding), as Debian's -dev packages install them. Named
// under SDL2/ so that no include path (nor pkg-config's -D_REENTRANT, which SwiftPM refuses
// with a warning on every build) is needed; SDL's own headers include each other by name from
// their folder.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <turbojpeg.h>
