/* carry-on-history-item.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-history-item.h"

struct _CarryOnHistoryItem
{
  GObject  parent_instance;
  gint64   time_us;
  char    *text;
};

G_DEFINE_FINAL_TYPE (CarryOnHistoryItem, carry_on_history_item, G_TYPE_OBJECT)

enum { PROP_0, PROP_TIME, PROP_TEXT, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
carry_on_history_item_finalize (GObject *object)
{
  CarryOnHistoryItem *self = CARRY_ON_HISTORY_ITEM (object);

  g_free (self->text);
  G_OBJECT_CLASS (carry_on_history_item_parent_class)->finalize (object);
}

static void
carry_on_history_item_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  CarryOnHistoryItem *self = CARRY_ON_HISTORY_ITEM (object);

  switch (prop_id)
    {
    case PROP_TIME: g_value_set_int64 (value, self->time_us); break;
    case PROP_TEXT: g_value_set_string (value, self->text); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_history_item_class_init (CarryOnHistoryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = carry_on_history_item_finalize;
  object_class->get_property = carry_on_history_item_get_property;

  properties[PROP_TIME] = g_param_spec_int64 ("time", NULL, NULL, G_MININT64, G_MAXINT64, 0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carry_on_history_item_init (CarryOnHistoryItem *self)
{
}

/**
 * carry_on_history_item_new:
 * @time_us: wall-clock epoch µs
 * @text: what happened; copied
 *
 * Returns: (transfer full): a new item
 */
CarryOnHistoryItem *
carry_on_history_item_new (gint64      time_us,
                           const char *text)
{
  CarryOnHistoryItem *self = g_object_new (CARRY_ON_TYPE_HISTORY_ITEM, NULL);

  self->time_us = time_us;
  self->text = g_strdup (text);
  return self;
}

gint64
carry_on_history_item_get_time (CarryOnHistoryItem *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HISTORY_ITEM (self), 0);
  return self->time_us;
}

const char *
carry_on_history_item_get_text (CarryOnHistoryItem *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HISTORY_ITEM (self), NULL);
  return self->text;
}
