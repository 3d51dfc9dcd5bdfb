// Reads what an X server shows, for scripts/window-bench.sh: when a launched app's first frame becomes visible,
// and how many distinct frames a region shows over a while. Everything is read from the screen (XGetImage on the
// root window), never from the app, so our window and the Qt Quick peer are measured the same way.
//
//   window-probe launch SCALE X1 Y1 COLOUR1 X2 Y2 COLOUR2 -- COMMAND...
//       starts COMMAND and waits (up to 20 s) until a mapped top-level window shows COLOUR1 (0xRRGGBB, each
//       channel within 24) at point (X1, Y1) and COLOUR2 at (X2, Y2) (points; SCALE pixels per point). Prints
//       "pid PID first_frame_ms MS window X Y W H" and leaves COMMAND running.
//   window-probe frames X Y W H SECONDS ROWS...
//       samples the rows (pixel offsets from Y) of the screen rectangle for SECONDS, as often as the server answers,
//       and prints "frames N first_ms A last_ms B": how many distinct frames the sampled pixels showed, and when the
//       first and last change were seen (ms from the start). A frame can reach the server in pieces (one request per
//       damaged rectangle), and a sample can fall between two pieces; a change less than 4 ms after the last counted
//       one is the rest of that frame, not another (a 60 Hz display shows a picture for 16.7 ms), so it is not
//       counted. WINDOW_PROBE_TRACE=1 prints every change on stderr.
//   window-probe uncache FILE...
//       drops the files' pages from the page cache (posix_fadvise DONTNEED; needs no display). Measured on this
//       machine's kernel: a freshly built app showed some 1.5 MiB more resident code than the same file read back
//       from the disk by its own launches (a file just written seems to sit in the cache in large folios, mapped
//       whole around each page touched). Every subject starts from the disk.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void sleep_us(long us) {
  struct timespec t = {0, us * 1000};
  nanosleep(&t, NULL);
}

static int close_to(unsigned long pixel, unsigned long want) {
  for (int shift = 0; shift <= 16; shift += 8) {
    int a = (int)((pixel >> shift) & 0xff), b = (int)((want >> shift) & 0xff);
    if (abs(a - b) > 24) return 0;
  }
  return 1;
}

static unsigned long pixel_at(Display *d, Window root, int x, int y) {
  XImage *image = XGetImage(d, root, x, y, 1, 1, AllPlanes, ZPixmap);
  if (!image) return 0;
  unsigned long p = XGetPixel(image, 0, 0);
  XDestroyImage(image);
  return p;
}

static int ignore_errors(Display *d, XErrorEvent *e) {
  (void)d;
  (void)e;
  return 0;
}

static int launch(Display *d, int argc, char **argv) {
  if (argc < 9 || strcmp(argv[8], "--") != 0 || argc < 10) {
    fprintf(stderr, "usage: window-probe launch SCALE X1 Y1 COLOUR1 X2 Y2 COLOUR2 -- COMMAND...\n");
    return 2;
  }
  double scale = atof(argv[1]);
  int x1 = (int)(atof(argv[2]) * scale), y1 = (int)(atof(argv[3]) * scale);
  unsigned long c1 = strtoul(argv[4], NULL, 16);
  int x2 = (int)(atof(argv[5]) * scale), y2 = (int)(atof(argv[6]) * scale);
  unsigned long c2 = strtoul(argv[7], NULL, 16);
  Window root = DefaultRootWindow(d);
  double start = now_ms();
  pid_t pid = fork();
  if (pid == 0) {
    // The app's output goes where ours goes for errors: a caller reading our stdout must not wait for the app.
    dup2(2, 1);
    execvp(argv[9], argv + 9);
    perror("window-probe: exec");
    _exit(127);
  }
  while (now_ms() - start < 20000) {
    Window parent, *children = NULL;
    unsigned int count = 0;
    if (XQueryTree(d, root, &root, &parent, &children, &count)) {
      for (unsigned int i = 0; i < count; i++) {
        XWindowAttributes a;
        if (!XGetWindowAttributes(d, children[i], &a) || a.map_state != IsViewable) continue;
        if (a.width <= x1 || a.width <= x2 || a.height <= y1 || a.height <= y2) continue;
        if (close_to(pixel_at(d, root, a.x + x1, a.y + y1), c1) &&
            close_to(pixel_at(d, root, a.x + x2, a.y + y2), c2)) {
          printf("pid %d first_frame_ms %.1f window %d %d %d %d\n", (int)pid, now_ms() - start, a.x, a.y,
                 a.width, a.height);
          XFree(children);
          return 0;
        }
      }
      if (children) XFree(children);
    }
    sleep_us(500);
  }
  fprintf(stderr, "window-probe: no window showed the expected first frame within 20 s\n");
  kill(pid, SIGTERM);
  return 1;
}

static int frames(Display *d, int argc, char **argv) {
  if (argc < 7) {
    fprintf(stderr, "usage: window-probe frames X Y W H SECONDS ROWS...\n");
    return 2;
  }
  int x = atoi(argv[1]), y = atoi(argv[2]), w = atoi(argv[3]), h = atoi(argv[4]);
  double seconds = atof(argv[5]);
  int rows = argc - 6;
  Window root = DefaultRootWindow(d);
  uint64_t last = 0;
  int changes = -1;
  double start = now_ms(), first = -1, latest = -1;
  int trace = getenv("WINDOW_PROBE_TRACE") != NULL;
  while (now_ms() - start < seconds * 1000) {
    uint64_t hash = 1469598103934665603ull;
    for (int r = 0; r < rows; r++) {
      int row = atoi(argv[6 + r]);
      if (row < 0 || row >= h) continue;
      XImage *image = XGetImage(d, root, x, y + row, w, 1, AllPlanes, ZPixmap);
      if (!image) continue;
      for (int i = 0; i < w; i++) {
        hash ^= XGetPixel(image, i, 0) & 0xffffff;
        hash *= 1099511628211ull;
      }
      XDestroyImage(image);
    }
    if (changes < 0 || hash != last) {
      if (changes < 0) {
        changes = 0;
      } else {
        double t = now_ms() - start;
        int piece = latest >= 0 && t - latest < 4;
        if (trace) fprintf(stderr, "change at %.1f ms (+%.1f)%s\n", t, latest >= 0 ? t - latest : t, piece ? " piece" : "");
        if (!piece) {
          if (first < 0) first = t;
          latest = t;
          changes++;
        }
      }
      last = hash;
    }
  }
  printf("frames %d first_ms %.1f last_ms %.1f\n", changes, first, latest);
  return 0;
}

static int uncache(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    int fd = open(argv[i], O_RDONLY);
    if (fd < 0 || posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) != 0) {
      perror(argv[i]);
      return 1;
    }
    close(fd);
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "uncache") == 0) return uncache(argc - 1, argv + 1);
  Display *d = XOpenDisplay(NULL);
  if (!d) {
    fprintf(stderr, "window-probe: cannot open display %s\n", getenv("DISPLAY") ? getenv("DISPLAY") : "(unset)");
    return 1;
  }
  XSetErrorHandler(ignore_errors);
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc > 1 && strcmp(argv[1], "launch") == 0) return launch(d, argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "frames") == 0) return frames(d, argc - 1, argv + 1);
  fprintf(stderr, "usage: window-probe launch ... | frames ... | uncache FILE...\n");
  return 2;
}
