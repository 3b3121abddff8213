/* carry-on-fake-host.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <sys/socket.h>

#include "carry-on-fake-host.h"

#define HANDSHAKE_WAIT_US (15 * G_USEC_PER_SEC)

void
carry_on_fake_host_write (CarryOnFakeHost *self,
                          const char      *json)
{
  g_autofree char *line = NULL;
  gsize len, off = 0;

  g_return_if_fail (self != NULL && self->peer != NULL);
  g_return_if_fail (json != NULL);

  line = g_strconcat (json, "\n", NULL);
  len = strlen (line);
  while (off < len)
    {
      g_autoptr(GError) error = NULL;
      gssize n = g_socket_send (self->peer, line + off, len - off, NULL, &error);

      if (n < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          g_main_context_iteration (NULL, FALSE);
          continue;
        }
      g_assert_no_error (error);
      off += n;
    }
}

void
carry_on_fake_host_writev (CarryOnFakeHost *self,
                           const char      *format,
                           va_list          args)
{
  g_autofree char *json = g_strdup_vprintf (format, args);

  carry_on_fake_host_write (self, json);
}

void
carry_on_fake_host_writef (CarryOnFakeHost *self,
                           const char      *format,
                           ...)
{
  va_list args;

  va_start (args, format);
  carry_on_fake_host_writev (self, format, args);
  va_end (args);
}

void
carry_on_fake_host_read (CarryOnFakeHost *self)
{
  char buf[65536];

  g_return_if_fail (self != NULL);

  if (self->peer == NULL)
    return;
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      gssize n = g_socket_receive (self->peer, buf, sizeof buf, NULL, &error);
      char *nl;

      if (n <= 0)
        break;
      g_string_append_len (self->inbuf, buf, n);
      while ((nl = memchr (self->inbuf->str, '\n', self->inbuf->len)) != NULL)
        {
          g_autoptr(JsonParser) parser = json_parser_new ();
          gsize linelen = nl - self->inbuf->str;

          g_assert_true (json_parser_load_from_data (parser, self->inbuf->str, linelen, NULL));
          g_ptr_array_add (self->received,
                           json_object_ref (json_node_get_object (json_parser_get_root (parser))));
          g_string_erase (self->inbuf, 0, linelen + 1);
        }
    }
}

/* At most this many rounds of a settle: a source that re-adds itself
 * would otherwise keep the loop from ever seeing quiet */
#define SETTLE_MAX_ROUNDS 10000

void
carry_on_fake_host_settle (CarryOnFakeHost *self)
{
  g_return_if_fail (self != NULL);

  /* Quiet is an event here, not a guess: a line written to the socketpair
   * is readable at once, the host's reads and writes are pollable sources
   * of this context, no timer of the core is real (the clock is fake), and
   * the state store's writer thread posts nothing back.  So once nothing
   * in the context is ready, the supervisor has read all it was sent and
   * written all it will answer. */
  for (guint round = 0; round < SETTLE_MAX_ROUNDS; round++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      carry_on_fake_host_read (self);
      if (!g_main_context_pending (NULL))
        return;
    }
}

/* The newest received line of @type (and @session_id unless NULL). */
static JsonObject *
find_last (CarryOnFakeHost *self,
           const char      *type,
           const char      *session_id)
{
  for (guint i = self->received->len; i > 0; i--)
    {
      JsonObject *o = g_ptr_array_index (self->received, i - 1);

      if (g_strcmp0 (json_object_get_string_member (o, "type"), type) == 0 &&
          (session_id == NULL ||
           g_strcmp0 (json_object_get_string_member (o, "session_id"), session_id) == 0))
        return o;
    }
  return NULL;
}

guint
carry_on_fake_host_count_type (CarryOnFakeHost *self,
                               const char      *type)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->received->len; i++)
    if (g_strcmp0 (json_object_get_string_member (g_ptr_array_index (self->received, i), "type"), type) == 0)
      n++;
  return n;
}

JsonObject *
carry_on_fake_host_last_of_type (CarryOnFakeHost *self,
                                 const char      *type)
{
  g_return_val_if_fail (self != NULL, NULL);

  return find_last (self, type, NULL);
}

JsonObject *
carry_on_fake_host_last_submit_for (CarryOnFakeHost *self,
                                    const char      *session_id)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (session_id != NULL, NULL);

  return find_last (self, "prompt.submit", session_id);
}

/* Settles until @done holds (or once when @done is NULL); the handshake's
 * replies come over real sockets, so allow real time, never a backoff. */
static void
settle_until (CarryOnFakeHost *self,
              gboolean       (*done) (CarryOnFakeHost *self,
                                      gconstpointer    data),
              gconstpointer    data)
{
  gint64 end = g_get_monotonic_time () + HANDSHAKE_WAIT_US;

  do
    carry_on_fake_host_settle (self);
  while (done != NULL && !done (self, data) && g_get_monotonic_time () < end);
}

static gboolean
claimed (CarryOnFakeHost *self,
         gconstpointer    data)
{
  return carry_on_fake_host_count_type (self, "control.claim") > GPOINTER_TO_UINT (data);
}

static gboolean
is_controller (CarryOnFakeHost *self,
               gconstpointer    data)
{
  return carry_on_host_is_controller (self->host);
}

void
carry_on_fake_host_connect (CarryOnFakeHost   *self,
                            CarryOnSupervisor *supervisor,
                            const char        *hello,
                            const char        *control,
                            const char        *sessions_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) ours = NULL;
  g_autoptr(GSocketConnection) conn = NULL;
  gboolean granted;
  guint claims;
  int fds[2];

  g_return_if_fail (self != NULL);
  g_return_if_fail (CARRY_ON_IS_SUPERVISOR (supervisor));
  g_return_if_fail (hello != NULL && control != NULL && sessions_json != NULL);

  g_assert_cmpint (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds), ==, 0);
  ours = g_socket_new_from_fd (fds[0], &error);
  g_assert_no_error (error);
  g_clear_object (&self->peer);
  self->peer = g_socket_new_from_fd (fds[1], &error);
  g_assert_no_error (error);
  g_socket_set_blocking (self->peer, FALSE);
  conn = g_socket_connection_factory_create_connection (ours);

  g_clear_object (&self->host);
  self->host = carry_on_host_new_for_stream (G_IO_STREAM (conn), self->clock);
  carry_on_supervisor_add_host (supervisor, self->host);

  claims = carry_on_fake_host_count_type (self, "control.claim");
  carry_on_fake_host_write (self, hello);
  carry_on_fake_host_write (self, "{\"type\":\"control\",\"state\":\"free\"}");
  settle_until (self, claimed, GUINT_TO_POINTER (claims));
  g_assert_nonnull (carry_on_fake_host_last_of_type (self, "hello"));
  g_assert_nonnull (carry_on_fake_host_last_of_type (self, "control.claim"));

  granted = g_str_equal (control, CARRY_ON_FAKE_HOST_GRANTED);
  carry_on_fake_host_write (self, control);
  carry_on_fake_host_writef (self, "{\"type\":\"sessions\",\"sessions\":%s}", sessions_json);
  settle_until (self, granted ? is_controller : NULL, NULL);
  if (granted)
    g_assert_true (carry_on_host_is_controller (self->host));
}

CarryOnFakeHost *
carry_on_fake_host_new (CarryOnSupervisor *supervisor,
                        CarryOnClock      *clock,
                        const char        *hello,
                        const char        *sessions_json)
{
  CarryOnFakeHost *self;

  g_return_val_if_fail (hello == NULL || CARRY_ON_IS_SUPERVISOR (supervisor), NULL);
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_new0 (CarryOnFakeHost, 1);
  self->clock = g_object_ref (clock);
  self->inbuf = g_string_new (NULL);
  self->received = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  if (hello != NULL)
    carry_on_fake_host_connect (self, supervisor, hello, CARRY_ON_FAKE_HOST_GRANTED, sessions_json);
  return self;
}

void
carry_on_fake_host_free (CarryOnFakeHost *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->host);
  g_clear_object (&self->peer);
  g_clear_object (&self->clock);
  g_string_free (self->inbuf, TRUE);
  g_ptr_array_unref (self->received);
  g_free (self);
}

/**
 * carry_on_fake_host_titled_sessions:
 * @id_prefix: the sessions' ids are @id_prefix0, @id_prefix1, …
 * @title_prefix: their titles are @title_prefix followed by three digits
 * @first: the first title's number
 * @step: what the number grows by from one session to the next
 * @n: how many sessions
 *
 * Returns: (transfer full): a snapshot's sessions, a JSON array
 */
char *
carry_on_fake_host_titled_sessions (const char *id_prefix,
                                    const char *title_prefix,
                                    guint       first,
                                    guint       step,
                                    guint       n)
{
  GString *json = g_string_new ("[");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (json, "%s{\"id\":\"%s%u\",\"title\":\"%s%03u\"}",
                            i > 0 ? "," : "", id_prefix, i, title_prefix, first + i * step);
  g_string_append (json, "]");
  return g_string_free (json, FALSE);
}

/**
 * carry_on_fake_host_record_change:
 * @changes: (element-type guint): gets position, removed, added
 *
 * A #GListModel::items-changed handler that records each change.
 */
void
carry_on_fake_host_record_change (GListModel *model,
                                  guint       position,
                                  guint       removed,
                                  guint       added,
                                  GArray     *changes)
{
  guint change[3] = { position, removed, added };

  g_array_append_vals (changes, change, 3);
}
