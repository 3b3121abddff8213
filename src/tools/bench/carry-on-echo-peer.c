/* carry-on-echo-peer.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The floor of the decision-latency benchmark (carry-on-live-bench.py
 * --only floor): a peer that does no more than a supervisor must to be
 * measured the same way.  It connects to every host socket in a folder,
 * says hello and claims control, and answers each failed turn
 * (`turn.complete`, reason "error") with a `log` line at once, and each
 * `prompt.submit` with a "cancelled" line: no JSON parser, no policy, no
 * state, a poll() loop in one thread.  What the bench measures against it
 * is the kernel, the scheduler and the bench itself; the difference to
 * the same table against carry-on is Carry On's own share.
 *
 * Usage: carry-on-echo-peer HOSTS_DIR.  Runs until SIGTERM or every host
 * has closed its end.
 */
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#define MAX_PEERS 1024
#define BUF_SIZE  (1 << 20)

typedef struct
{
  int    fd;
  char  *buf;
  size_t len;
} Peer;

static volatile sig_atomic_t stop;

static void
on_term (int sig)
{
  (void) sig;
  stop = 1;
}

static void
write_all (int         fd,
           const char *data,
           size_t      len)
{
  while (len > 0)
    {
      ssize_t n = send (fd, data, len, MSG_NOSIGNAL);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return;
      data += n;
      len -= (size_t) n;
    }
}

/* Copies the value of "session_id" (a bench id: no escapes) into @out. */
static int
session_id_of (const char *line,
               size_t      len,
               char       *out,
               size_t      out_size)
{
  static const char key[] = "\"session_id\":\"";
  const char *at = memmem (line, len, key, sizeof key - 1);
  const char *end;

  if (at == NULL)
    return 0;
  at += sizeof key - 1;
  end = memchr (at, '"', len - (size_t) (at - line));
  if (end == NULL || (size_t) (end - at) >= out_size)
    return 0;
  memcpy (out, at, (size_t) (end - at));
  out[end - at] = '\0';
  return 1;
}

static int
has (const char *line,
     size_t      len,
     const char *what)
{
  return memmem (line, len, what, strlen (what)) != NULL;
}

static void
answer (Peer       *p,
        const char *line,
        size_t      len)
{
  char sid[256];
  char out[512];
  const char *text = NULL;
  int n;

  if (has (line, len, "\"type\":\"turn.complete\"") && has (line, len, "\"reason\":\"error\""))
    text = "server overloaded; continuing in 5 s (1/99)";
  else if (has (line, len, "\"type\":\"prompt.submit\""))
    text = "you sent a prompt: pending continue cancelled";
  if (text == NULL || !session_id_of (line, len, sid, sizeof sid))
    return;
  n = snprintf (out, sizeof out,
                "{\"type\":\"log\",\"session_id\":\"%s\",\"text\":\"%s\",\"level\":\"info\"}\n",
                sid, text);
  write_all (p->fd, out, (size_t) n);
}

static int
connect_to (const char *path)
{
  struct sockaddr_un addr = { .sun_family = AF_UNIX };
  static const char hello[] =
    "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\","
    "\"supervisor\":{\"name\":\"carry-on-echo-peer\",\"version\":\"1\"}}\n"
    "{\"type\":\"control.claim\"}\n";
  int fd;

  if (strlen (path) >= sizeof addr.sun_path)
    return -1;
  strcpy (addr.sun_path, path);
  fd = socket (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0)
    return -1;
  if (connect (fd, (struct sockaddr *) &addr, sizeof addr) < 0)
    {
      close (fd);
      return -1;
    }
  write_all (fd, hello, sizeof hello - 1);
  return fd;
}

int
main (int    argc,
      char **argv)
{
  static Peer peers[MAX_PEERS];
  static struct pollfd fds[MAX_PEERS];
  struct sigaction sa = { .sa_handler = on_term };
  size_t n_peers = 0;
  size_t open_peers;
  struct dirent *e;
  DIR *dir;

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s HOSTS_DIR\n", argv[0]);
      return 2;
    }
  sigaction (SIGTERM, &sa, NULL);
  sigaction (SIGINT, &sa, NULL);

  dir = opendir (argv[1]);
  if (dir == NULL)
    {
      perror (argv[1]);
      return 1;
    }
  while ((e = readdir (dir)) != NULL && n_peers < MAX_PEERS)
    {
      size_t l = strlen (e->d_name);
      char path[4096];
      int fd;

      if (l < 5 || strcmp (e->d_name + l - 5, ".sock") != 0)
        continue;
      snprintf (path, sizeof path, "%s/%s", argv[1], e->d_name);
      fd = connect_to (path);
      if (fd < 0)
        {
          perror (path);
          continue;
        }
      peers[n_peers] = (Peer) { .fd = fd, .buf = malloc (BUF_SIZE), .len = 0 };
      fds[n_peers] = (struct pollfd) { .fd = fd, .events = POLLIN };
      n_peers++;
    }
  closedir (dir);
  fprintf (stderr, "carry-on-echo-peer: %zu hosts\n", n_peers);

  open_peers = n_peers;
  while (!stop && open_peers > 0)
    {
      if (poll (fds, n_peers, -1) < 0)
        {
          if (errno == EINTR)
            continue;
          perror ("poll");
          return 1;
        }
      for (size_t i = 0; i < n_peers; i++)
        {
          Peer *p = &peers[i];
          ssize_t n;
          size_t start = 0;
          char *nl;

          if (fds[i].fd < 0 || (fds[i].revents & (POLLIN | POLLHUP | POLLERR)) == 0)
            continue;
          n = recv (p->fd, p->buf + p->len, BUF_SIZE - p->len, 0);
          if (n <= 0)
            {
              close (p->fd);
              fds[i].fd = -1;
              open_peers--;
              continue;
            }
          p->len += (size_t) n;
          while ((nl = memchr (p->buf + start, '\n', p->len - start)) != NULL)
            {
              answer (p, p->buf + start, (size_t) (nl - (p->buf + start)));
              start = (size_t) (nl - p->buf) + 1;
            }
          memmove (p->buf, p->buf + start, p->len - start);
          p->len -= start;
          if (p->len == BUF_SIZE)
            p->len = 0;   /* a line over 1 MiB: not from the bench; drop it */
        }
    }
  return 0;
}
