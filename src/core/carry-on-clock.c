/* carry-on-clock.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib-unix.h>
#include <sys/timerfd.h>
#include <unistd.h>

#include "carry-on-clock.h"
#include "carry-on-clock-private.h"

typedef struct {
  CarryOnClock        *clock;   /* unowned */
  guint                id;
  CarryOnDeadlineKind  kind;
  gint64               deadline;
  CarryOnClockFunc     func;
  gpointer             user_data;
  GSource             *source;  /* real clock only */
  int                  timer_fd; /* real wall deadlines only, else -1 */
} Deadline;

struct _CarryOnClock
{
  GObject     parent_instance;

  gboolean    fake;
  gint64      fake_monotonic;
  gint64      fake_wall;
  guint       last_id;
  GHashTable *deadlines; /* id → Deadline */
};

G_DEFINE_FINAL_TYPE (CarryOnClock, carry_on_clock, G_TYPE_OBJECT)

static void
deadline_free (gpointer data)
{
  Deadline *d = data;

  if (d->source != NULL)
    {
      g_source_destroy (d->source);
      g_source_unref (d->source);
    }
  if (d->timer_fd >= 0)
    close (d->timer_fd);
  g_free (d);
}

static void
carry_on_clock_finalize (GObject *object)
{
  CarryOnClock *self = CARRY_ON_CLOCK (object);

  g_clear_pointer (&self->deadlines, g_hash_table_unref);

  G_OBJECT_CLASS (carry_on_clock_parent_class)->finalize (object);
}

static void
carry_on_clock_class_init (CarryOnClockClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = carry_on_clock_finalize;
}

static void
carry_on_clock_init (CarryOnClock *self)
{
  self->deadlines = g_hash_table_new_full (NULL, NULL, NULL, deadline_free);
}

/**
 * carry_on_clock_new_system:
 *
 * Returns: (transfer full): a clock reading g_get_monotonic_time() and
 *   g_get_real_time(), with timers on the thread-default main context
 */
CarryOnClock *
carry_on_clock_new_system (void)
{
  return g_object_new (CARRY_ON_TYPE_CLOCK, NULL);
}

/**
 * carry_on_clock_new_fake:
 * @wall_us: the starting wall-clock time, epoch µs
 *
 * Returns: (transfer full): a clock that moves only when told to
 */
CarryOnClock *
carry_on_clock_new_fake (gint64 wall_us)
{
  CarryOnClock *self = g_object_new (CARRY_ON_TYPE_CLOCK, NULL);

  self->fake = TRUE;
  self->fake_wall = wall_us;
  self->fake_monotonic = G_USEC_PER_SEC;

  return self;
}

gint64
carry_on_clock_get_monotonic (CarryOnClock *self)
{
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (self), 0);
  return self->fake ? self->fake_monotonic : g_get_monotonic_time ();
}

gint64
carry_on_clock_get_wall (CarryOnClock *self)
{
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (self), 0);
  return self->fake ? self->fake_wall : g_get_real_time ();
}

GDateTime *
carry_on_clock_dup_now (CarryOnClock *self)
{
  gint64 wall = carry_on_clock_get_wall (self);
  g_autoptr(GDateTime) secs = g_date_time_new_from_unix_utc (wall / G_USEC_PER_SEC);

  return g_date_time_add (secs, wall % G_USEC_PER_SEC);
}

/* Removes @d from the table and calls it.  The callback may schedule or
 * cancel other deadlines, or drop the last reference to the clock's owner,
 * so nothing of @d is touched after it runs. */
static void
deadline_fire (CarryOnClock *self,
               Deadline     *d)
{
  CarryOnClockFunc func = d->func;
  gpointer user_data = d->user_data;

  g_hash_table_remove (self->deadlines, GUINT_TO_POINTER (d->id));
  func (user_data);
}

static gboolean
monotonic_dispatch (GSource     *source,
                    GSourceFunc  callback,
                    gpointer     user_data)
{
  return callback (user_data);
}

static GSourceFuncs monotonic_funcs = {
  NULL, NULL, monotonic_dispatch, NULL, NULL, NULL,
};

typedef struct {
  CarryOnClock *clock;
  guint         id;
} SourceData;

CarryOnWallTimerAction
_carry_on_clock_wall_timer_action (gssize read_result,
                                   int    read_errno,
                                   gint64 now_us,
                                   gint64 deadline_us)
{
  if (read_result >= 0)
    return CARRY_ON_WALL_TIMER_FIRE;

  switch (read_errno)
    {
    case EAGAIN:
    case EINTR:
      return CARRY_ON_WALL_TIMER_WAIT;
    case ECANCELED:
      return now_us < deadline_us ? CARRY_ON_WALL_TIMER_REARM : CARRY_ON_WALL_TIMER_FIRE;
    default:
      return CARRY_ON_WALL_TIMER_FIRE;
    }
}

gboolean
_carry_on_clock_arm_wall_timer (int    fd,
                                gint64 deadline_us)
{
  struct itimerspec spec = { 0 };
  gint64 when = MAX (deadline_us, 1);

  spec.it_value.tv_sec = when / G_USEC_PER_SEC;
  spec.it_value.tv_nsec = (when % G_USEC_PER_SEC) * 1000;
  return timerfd_settime (fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &spec, NULL) == 0;
}

static gboolean
real_deadline_cb (gpointer user_data)
{
  SourceData *sd = user_data;
  Deadline *d = g_hash_table_lookup (sd->clock->deadlines, GUINT_TO_POINTER (sd->id));

  if (d == NULL)
    return G_SOURCE_REMOVE;

  if (d->timer_fd >= 0)
    {
      guint64 expirations = 0;
      gssize n = read (d->timer_fd, &expirations, sizeof expirations);
      int saved_errno = errno;

      /* TFD_TIMER_CANCEL_ON_SET: the wall clock was set (or the machine
       * resumed and the kernel says so).  read() then fails with ECANCELED;
       * fire if the instant has passed, else arm again. */
      switch (_carry_on_clock_wall_timer_action (n, saved_errno, g_get_real_time (), d->deadline))
        {
        case CARRY_ON_WALL_TIMER_WAIT:
          return G_SOURCE_CONTINUE;
        case CARRY_ON_WALL_TIMER_REARM:
          if (_carry_on_clock_arm_wall_timer (d->timer_fd, d->deadline))
            {
              g_debug ("clock: wall clock changed; deadline %u re-armed", d->id);
              return G_SOURCE_CONTINUE;
            }
          g_warning ("clock: could not re-arm deadline %u after a clock change (%s); firing it now",
                     d->id, g_strerror (errno));
          break;
        case CARRY_ON_WALL_TIMER_FIRE:
        default:
          if (n < 0 && saved_errno != ECANCELED)
            g_warning ("clock: reading the timer of deadline %u failed (%s); firing it now",
                       d->id, g_strerror (saved_errno));
          break;
        }
    }

  /* The Deadline owns the source: clear it first so freeing the deadline
   * does not destroy the source we are dispatching from. */
  g_clear_pointer (&d->source, g_source_unref);
  deadline_fire (sd->clock, d);
  return G_SOURCE_REMOVE;
}

static gboolean
real_fd_deadline_cb (int           fd,
                     GIOCondition  condition,
                     gpointer      user_data)
{
  return real_deadline_cb (user_data);
}

static void
arm_real (CarryOnClock *self,
          Deadline     *d)
{
  SourceData *sd = g_new0 (SourceData, 1);

  sd->clock = self;
  sd->id = d->id;

  if (d->kind == CARRY_ON_DEADLINE_WALL)
    {
      d->timer_fd = timerfd_create (CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
      if (d->timer_fd >= 0)
        {
          _carry_on_clock_arm_wall_timer (d->timer_fd, d->deadline);
          d->source = g_unix_fd_source_new (d->timer_fd, G_IO_IN);
        }
      else
        {
          /* No timerfd: fall back to the monotonic clock for the distance. */
          gint64 delta = d->deadline - g_get_real_time ();

          g_warning ("clock: timerfd_create failed (%s); a suspend may delay this deadline",
                     g_strerror (errno));
          d->source = g_source_new (&monotonic_funcs, sizeof (GSource));
          g_source_set_ready_time (d->source, g_get_monotonic_time () + MAX (delta, 0));
        }
    }
  else
    {
      d->source = g_source_new (&monotonic_funcs, sizeof (GSource));
      g_source_set_ready_time (d->source, MAX (d->deadline, 0));
    }

  g_source_set_static_name (d->source, "[carry-on] deadline");
  if (d->timer_fd >= 0)
    g_source_set_callback (d->source, G_SOURCE_FUNC (real_fd_deadline_cb), sd, g_free);
  else
    g_source_set_callback (d->source, real_deadline_cb, sd, g_free);
  g_source_attach (d->source, g_main_context_get_thread_default ());
}

guint
carry_on_clock_schedule (CarryOnClock        *self,
                         CarryOnDeadlineKind  kind,
                         gint64               deadline_us,
                         CarryOnClockFunc     func,
                         gpointer             user_data)
{
  Deadline *d;

  g_return_val_if_fail (CARRY_ON_IS_CLOCK (self), 0);
  g_return_val_if_fail (func != NULL, 0);

  d = g_new0 (Deadline, 1);
  d->clock = self;
  d->id = ++self->last_id;
  if (d->id == 0)
    d->id = ++self->last_id;
  d->kind = kind;
  d->deadline = deadline_us;
  d->func = func;
  d->user_data = user_data;
  d->timer_fd = -1;

  g_hash_table_insert (self->deadlines, GUINT_TO_POINTER (d->id), d);

  if (!self->fake)
    arm_real (self, d);

  return d->id;
}

void
carry_on_clock_cancel (CarryOnClock *self,
                       guint         id)
{
  g_return_if_fail (CARRY_ON_IS_CLOCK (self));

  if (id != 0)
    g_hash_table_remove (self->deadlines, GUINT_TO_POINTER (id));
}

void
carry_on_clock_clear (CarryOnClock *self,
                      guint        *id)
{
  guint old;

  g_return_if_fail (self == NULL || CARRY_ON_IS_CLOCK (self));
  g_return_if_fail (id != NULL);

  old = *id;
  *id = 0;
  if (self != NULL)
    carry_on_clock_cancel (self, old);
}

guint
carry_on_clock_get_n_pending (CarryOnClock *self)
{
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (self), 0);
  return g_hash_table_size (self->deadlines);
}

/* Fake clock: the due deadline with the earliest time, expressed as the
 * monotonic delta from now at which it falls due, or NULL when none is due
 * within @horizon µs. */
static Deadline *
fake_next_due (CarryOnClock *self,
               gint64        horizon,
               gint64       *out_delta)
{
  GHashTableIter iter;
  gpointer value;
  Deadline *best = NULL;
  gint64 best_delta = G_MAXINT64;

  g_hash_table_iter_init (&iter, self->deadlines);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Deadline *d = value;
      gint64 delta;

      if (d->kind == CARRY_ON_DEADLINE_WALL)
        delta = d->deadline - self->fake_wall;
      else
        delta = d->deadline - self->fake_monotonic;
      delta = MAX (delta, 0);

      if (delta <= horizon &&
          (delta < best_delta || (delta == best_delta && best != NULL && d->id < best->id)))
        {
          best = d;
          best_delta = delta;
        }
    }

  *out_delta = best_delta;
  return best;
}

void
carry_on_clock_advance (CarryOnClock *self,
                        gint64        delta_us)
{
  gint64 target;

  g_return_if_fail (CARRY_ON_IS_CLOCK (self));
  g_return_if_fail (self->fake);
  g_return_if_fail (delta_us >= 0);

  target = self->fake_monotonic + delta_us;

  for (;;)
    {
      gint64 step;
      Deadline *d = fake_next_due (self, target - self->fake_monotonic, &step);

      if (d == NULL)
        break;
      self->fake_monotonic += step;
      self->fake_wall += step;
      deadline_fire (self, d);
    }

  self->fake_wall += target - self->fake_monotonic;
  self->fake_monotonic = target;
}

void
carry_on_clock_jump_wall (CarryOnClock *self,
                          gint64        delta_us)
{
  g_return_if_fail (CARRY_ON_IS_CLOCK (self));
  g_return_if_fail (self->fake);

  self->fake_wall += delta_us;

  for (;;)
    {
      GHashTableIter iter;
      gpointer value;
      Deadline *due = NULL;

      g_hash_table_iter_init (&iter, self->deadlines);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          Deadline *d = value;

          if (d->kind == CARRY_ON_DEADLINE_WALL && d->deadline <= self->fake_wall &&
              (due == NULL || d->deadline < due->deadline))
            due = d;
        }
      if (due == NULL)
        break;
      deadline_fire (self, due);
    }
}
