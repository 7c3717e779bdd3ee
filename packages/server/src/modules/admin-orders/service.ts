import {
  isPaidStatus,
  MAX_DATE_RANGE_DAYS,
  canTransition,
  messages,
  ORDER_STATUS,
  type DateRangeQuery,
  type OrderStatusChangeBody,
} from '@shop/shared';
import type { Db, Queryable } from '../../db/client';
import { orderStatuses } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { daysInRange, indiaDayRange } from '../../lib/india-time';
import type { SessionUser } from '../../plugins/auth';
import { latestStatus, releaseStock } from '../orders/payment-state';
import { findOrder, loadOrders, type FullOrder } from '../orders/repo';
import { peopleById, peopleOf, presentAdminOrder } from './present-deps';
