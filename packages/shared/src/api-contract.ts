import type { z } from 'zod';
import { ZSetPinSchema } from './approvals.ts';
import { ZAuditLogCsvResponseSchema, ZAuditLogQuerySchema, ZAuditLogResponseSchema } from './audit.ts';
import {
  ZDevicesResponseSchema,
  ZHealthResponseSchema,
  ZProfileResponseSchema,
  ZSignInResponseSchema,
} from './auth.responses.ts';
import {
  ZForgotPasswordSchema,
  ZRemoveDeviceSchema,
  ZSignInSchema,
  ZUpdateProfileSchema,
} from './auth.schemas.ts';
import {
  ZCheckoutUrlResponseSchema,
  ZLocalCheckoutResponseSchema,
  ZSubscriptionDetailsResponseSchema,
  ZWebhookResponseSchema,
} from './billing.responses.ts';
import {
  ZCancelSubscriptionSchema,
  ZCheckoutSchema,
  ZLocalCheckoutSchema,
  ZStripeWebhookSchema,
} from './billing.schemas.ts';
import { ZCreatedResponseSchema, ZMessageResponseSchema } from './common.responses.ts';
import {
  ZCustomerListResponseSchema,
  ZCustomerSearchResponseSchema,
  ZCustomersCsvResponseSchema,
} from './customers.responses.ts';
import {
  ZCustomerListQuerySchema,
  ZCustomerPhoneParamsSchema,
  ZCustomerUpdateSchema,
} from './customers.schemas.ts';
import { ZDashboardResponseSchema } from './dashboard.responses.ts';
import { ZDateFilterQuerySchema } from './date-filters.ts';
import {
  ZCustomerDisplayResponseSchema,
  ZOrderStatusBoardResponseSchema,
  ZPairingCodeResponseSchema,
} from './displays.responses.ts';
import { ZPairDisplaySchema } from './displays.schemas.ts';
import {
  ZFeedbackListResponseSchema,
  ZFeedbackResponseSchema,
  ZFeedbackSummaryResponseSchema,
  ZInvoiceFeedbackResponseSchema,
  ZPublicFeedbackResponseSchema,
} from './feedback.responses.ts';
import {
  ZFeedbackFilterQuerySchema,
  ZFeedbackSchema,
  ZFeedbackSearchSchema,
  ZFeedbackTokenParamsSchema,
} from './feedback.schemas.ts';
import { ZOrdersInitResponseSchema, ZPosInitResponseSchema } from './init.responses.ts';
import {
  ZInventoryCsvResponseSchema,
  ZInventoryDashboardResponseSchema,
  ZInventoryListResponseSchema,
  ZInventoryLogsResponseSchema,
  ZRecipeItemAddResponseSchema,
  ZRecipeStockItemsResponseSchema,
  ZStockItemAddResponseSchema,
  ZStockItemDetailResponseSchema,
} from './inventory.responses.ts';
import {
  ZInventoryDashboardQuerySchema,
  ZInventoryListQuerySchema,
  ZInventoryLogsQuerySchema,
  ZRecipeItemParamsSchema,
  ZRecipeItemSchema,
  ZRecipeParamsSchema,
  ZStockCountSchema,
  ZStockItemAddSchema,
  ZStockItemDetailQuerySchema,
  ZStockItemUpdateSchema,
  ZStockMovementSchema,
} from './inventory.schemas.ts';
import {
  ZInvoiceDetailResponseSchema,
  ZInvoiceOrdersResponseSchema,
  ZInvoicesInitResponseSchema,
  ZListInvoicesResponseSchema,
  ZRefundResponseSchema,
} from './invoices.responses.ts';
import { ZInvoiceSearchSchema, ZInvoicesQuerySchema } from './invoices.schemas.ts';
import {
  ZLoyaltySettingsResponseSchema,
  ZMemberDetailResponseSchema,
  ZMemberListResponseSchema,
} from './members.responses.ts';
import {
  ZLoyaltySettingsSchema,
  ZMemberAdjustSchema,
  ZMemberListQuerySchema,
  ZMemberParamsSchema,
} from './members.schemas.ts';
import {
  ZMenuItemDetailResponseSchema,
  ZMenuItemsResponseSchema,
  ZPhotoUploadResponseSchema,
} from './menu.responses.ts';
import {
  ZCompleteAndPayResponseSchema,
  ZListKitchenOrdersResponseSchema,
  ZListOrderGroupsResponseSchema,
  ZPaymentSummaryResponseSchema,
} from './orders.responses.ts';
import { ZChangePasswordSchema, ZResetPasswordSchema, ZSignUpSchema } from './password.schemas.ts';
import {
  ZIdParamsSchema,
  ZInvoicePartParamsSchema,
  ZMenuOptionItemParamsSchema,
  ZMenuOptionParamsSchema,
  ZResetPasswordParamsSchema,
} from './path-params.ts';
import { ZCreateOrderAndInvoiceResponseSchema, ZCreateOrderResponseSchema } from './pos.responses.ts';
import {
  ZCancelOrdersSchema,
  ZCompleteAndPaySchema,
  ZCreateOrderAndInvoiceSchema,
  ZCreateOrderSchema,
  ZCustomerAddSchema,
  ZCustomerSearchSchema,
  ZKitchenStatusSchema,
  ZOpenOrdersQuerySchema,
  ZOrderIdsSchema,
  ZOrderItemStatusSchema,
  ZPaymentSummarySchema,
  ZReceiptOrdersQuery,
  ZTransferOrdersSchema,
} from './pos.schemas.ts';
import { ZPrintersResponseSchema, ZPrintJobsResponseSchema } from './printing.responses.ts';
import { ZPrinterSchema, ZPrintJobsQuerySchema } from './printing.schemas.ts';
import {
  ZQrMenuResponseSchema,
  ZQrOrderCountResponseSchema,
  ZQrOrdersResponseSchema,
} from './qrmenu.responses.ts';
import {
  ZPlaceQrOrderSchema,
  ZQrCodeParamsSchema,
  ZQrMenuQuerySchema,
  ZQrOrderStatusSchema,
} from './qrmenu.schemas.ts';
import { ZGetReceiptResponseSchema } from './receipts.responses.ts';
import { ZRefundSchema } from './refund.schemas.ts';
import { ZReportQuerySchema, ZReportResponseSchema } from './reports.responses.ts';
import { ZReservationsInitResponseSchema, ZReservationsResponseSchema } from './reservations.responses.ts';
import {
  ZReservationAddSchema,
  ZReservationSearchSchema,
  ZReservationUpdateSchema,
} from './reservations.schemas.ts';
import {
  ZPaymentTypesResponseSchema,
  ZPrintSettingResponseSchema,
  ZServiceChargeResponseSchema,
  ZSettingsCategoriesResponseSchema,
  ZStoreSettingResponseSchema,
  ZStoreTablesResponseSchema,
  ZTaxesResponseSchema,
} from './settings.responses.ts';
import {
  ZAddonSchema,
  ZCategorySchema,
  ZMenuItemSchema,
  ZPaymentTypeSchema,
  ZPaymentTypeToggleSchema,
  ZPaymentTypeUpdateSchema,
  ZPrintSettingSchema,
  ZServiceChargeSchema,
  ZStoreSettingSchema,
  ZStoreTableSchema,
  ZTaxSchema,
  ZVariantSchema,
  ZVisibilitySchema,
} from './settings.schemas.ts';
import { ZSetupChecklistResponseSchema } from './setup-checklist.responses.ts';
import {
  ZCurrentShiftResponseSchema,
  ZZReportListResponseSchema,
  ZZReportResponseSchema,
} from './shifts.responses.ts';
import {
  ZCashMovementSchema,
  ZCloseShiftSchema,
  ZNoSaleSchema,
  ZOpenShiftSchema,
  ZZReportParamsSchema,
} from './shifts.schemas.ts';
import { ZKitchenStationPickerResponseSchema, ZKitchenStationsResponseSchema } from './stations.responses.ts';
import { ZKitchenQuerySchema, ZKitchenStationSchema, ZKitchenTicketSchema } from './stations.schemas.ts';
import { ZQrSoldOutResponseSchema, ZStockSettingResponseSchema } from './stock.responses.ts';
import { ZStockSettingSchema } from './stock.schemas.ts';
import {
  ZCurrencyRatesResponseSchema,
  ZSubscriptionHistoryResponseSchema,
  ZSuperadminDashboardResponseSchema,
  ZSuperadminReportResponseSchema,
  ZTenantExportResponseSchema,
  ZTenantListResponseSchema,
  ZTenantsDataResponseSchema,
} from './superadmin.responses.ts';
import {
  ZAddTenantSchema,
  ZSuperadminReportQuerySchema,
  ZTenantListQuerySchema,
  ZTenantStatusParamsSchema,
  ZUpdateCurrencyRatesSchema,
  ZUpdateTenantSchema,
} from './superadmin.schemas.ts';
import { ZUsersResponseSchema } from './users.responses.ts';
import {
  ZAddUserSchema,
  ZUpdateUserPasswordSchema,
  ZUpdateUserSchema,
  ZUsernameParams,
} from './users.schemas.ts';

/** The methods of the API's routes. */
export type TApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route's schemas: what it takes (path parameters, query, body) and what it answers with 200. */
type TRouteSchemas = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** an upload: the body is a multipart form (the file is read from the stream), not JSON */
  multipart?: true;
};

/**
 * Every /api/v1 route, `METHOD /path` (`:name` for a path parameter) to the zod schemas its route file
 * registers (the same objects: plugins/api-contract.test.ts in the server fails otherwise). The web's API
 * client is typed from it (`TApiInput`, `TApiAnswer`), with type-only imports so no schema reaches its
 * bundle; the OpenAPI document is generated from the same schemas.
 */
export const API_CONTRACT = {
  'GET /health': { response: ZHealthResponseSchema },

  'POST /auth/signup': { body: ZSignUpSchema, response: ZMessageResponseSchema },
  'POST /auth/signin': { body: ZSignInSchema, response: ZSignInResponseSchema },
  'POST /auth/signout': { response: ZMessageResponseSchema },
  'POST /auth/refresh-token': { response: ZSignInResponseSchema },
  'POST /auth/forgot-password': { body: ZForgotPasswordSchema, response: ZMessageResponseSchema },
  'POST /auth/reset-password/:token': {
    params: ZResetPasswordParamsSchema,
    body: ZResetPasswordSchema,
    response: ZMessageResponseSchema,
  },
  'GET /auth/devices': { response: ZDevicesResponseSchema },
  'POST /auth/remove-device': { body: ZRemoveDeviceSchema, response: ZMessageResponseSchema },
  'POST /auth/stripe-webhook': { body: ZStripeWebhookSchema, response: ZWebhookResponseSchema },
  'POST /auth/stripe-product-lookup': { body: ZCheckoutSchema, response: ZCheckoutUrlResponseSchema },
  'GET /auth/subscription-details': { response: ZSubscriptionDetailsResponseSchema },
  'POST /auth/cancel-subscription': { body: ZCancelSubscriptionSchema, response: ZMessageResponseSchema },
  'GET /auth/local-checkout': { querystring: ZLocalCheckoutSchema, response: ZLocalCheckoutResponseSchema },
  'POST /auth/local-checkout/complete': { body: ZLocalCheckoutSchema, response: ZMessageResponseSchema },

  'GET /profile': { response: ZProfileResponseSchema },
  'POST /profile/update': { body: ZUpdateProfileSchema, response: ZMessageResponseSchema },
  'POST /profile/change-password': { body: ZChangePasswordSchema, response: ZMessageResponseSchema },
  'POST /profile/pin': { body: ZSetPinSchema, response: ZMessageResponseSchema },

  'POST /superadmin/signin': { body: ZSignInSchema, response: ZSignInResponseSchema },
  'POST /superadmin/signout': { response: ZMessageResponseSchema },
  'POST /superadmin/refresh-token': { response: ZSignInResponseSchema },
  'GET /superadmin/dashboard': { response: ZSuperadminDashboardResponseSchema },
  'GET /superadmin/tenantsData': { response: ZTenantsDataResponseSchema },
  'GET /superadmin/tenantsData/:status': {
    params: ZTenantStatusParamsSchema,
    response: ZTenantExportResponseSchema,
  },
  'GET /superadmin/tenants': { querystring: ZTenantListQuerySchema, response: ZTenantListResponseSchema },
  'POST /superadmin/tenants/add': { body: ZAddTenantSchema, response: ZCreatedResponseSchema },
  'PATCH /superadmin/tenants/update/:id': {
    params: ZIdParamsSchema,
    body: ZUpdateTenantSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /superadmin/tenants/delete/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'GET /superadmin/tenants/:id/subscription-history': {
    params: ZIdParamsSchema,
    response: ZSubscriptionHistoryResponseSchema,
  },
  'GET /superadmin/reports': {
    querystring: ZSuperadminReportQuerySchema,
    response: ZSuperadminReportResponseSchema,
  },
  'GET /superadmin/currency-rates': { response: ZCurrencyRatesResponseSchema },
  'POST /superadmin/currency-rates/update': {
    body: ZUpdateCurrencyRatesSchema,
    response: ZMessageResponseSchema,
  },

  'GET /settings/store-setting': { response: ZStoreSettingResponseSchema },
  'POST /settings/store-setting': { body: ZStoreSettingSchema, response: ZMessageResponseSchema },
  'POST /settings/store-setting/upload-store-image': {
    response: ZPhotoUploadResponseSchema,
    multipart: true,
  },
  'POST /settings/store-setting/delete-store-image': { response: ZMessageResponseSchema },
  'GET /settings/store-setting/service-charge': { response: ZServiceChargeResponseSchema },
  'POST /settings/store-setting/service-charge': {
    body: ZServiceChargeSchema,
    response: ZMessageResponseSchema,
  },
  'GET /settings/store-setting/loyalty': { response: ZLoyaltySettingsResponseSchema },
  'POST /settings/store-setting/loyalty': { body: ZLoyaltySettingsSchema, response: ZMessageResponseSchema },
  'GET /settings/store-setting/stock': { response: ZStockSettingResponseSchema },
  'POST /settings/store-setting/stock': { body: ZStockSettingSchema, response: ZMessageResponseSchema },
  'GET /settings/print-setting': { response: ZPrintSettingResponseSchema },
  'POST /settings/print-setting': { body: ZPrintSettingSchema, response: ZMessageResponseSchema },
  'GET /settings/payment-types': { response: ZPaymentTypesResponseSchema },
  'POST /settings/payment-types/add': { body: ZPaymentTypeSchema, response: ZCreatedResponseSchema },
  'POST /settings/payment-types/:id/toggle': {
    params: ZIdParamsSchema,
    body: ZPaymentTypeToggleSchema,
    response: ZMessageResponseSchema,
  },
  'POST /settings/payment-types/:id/update': {
    params: ZIdParamsSchema,
    body: ZPaymentTypeUpdateSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /settings/payment-types/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'GET /settings/taxes': { response: ZTaxesResponseSchema },
  'POST /settings/taxes/add': { body: ZTaxSchema, response: ZCreatedResponseSchema },
  'POST /settings/taxes/:id/update': {
    params: ZIdParamsSchema,
    body: ZTaxSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /settings/taxes/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  // Issue 26: network printers and their print queue
  'GET /settings/printers': { response: ZPrintersResponseSchema },
  'POST /settings/printers/add': { body: ZPrinterSchema, response: ZCreatedResponseSchema },
  'POST /settings/printers/:id/update': {
    params: ZIdParamsSchema,
    body: ZPrinterSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /settings/printers/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'POST /settings/printers/:id/test': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'GET /print-jobs': { querystring: ZPrintJobsQuerySchema, response: ZPrintJobsResponseSchema },
  'POST /print-jobs/:id/reprint': { params: ZIdParamsSchema, response: ZCreatedResponseSchema },
  'GET /settings/store-tables': { response: ZStoreTablesResponseSchema },
  'POST /settings/store-tables/add': { body: ZStoreTableSchema, response: ZCreatedResponseSchema },
  'POST /settings/store-tables/:id/update': {
    params: ZIdParamsSchema,
    body: ZStoreTableSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /settings/store-tables/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'GET /settings/kitchen-stations': { response: ZKitchenStationsResponseSchema },
  'POST /settings/kitchen-stations/add': { body: ZKitchenStationSchema, response: ZCreatedResponseSchema },
  'POST /settings/kitchen-stations/:id/update': {
    params: ZIdParamsSchema,
    body: ZKitchenStationSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /settings/kitchen-stations/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'GET /settings/categories': { response: ZSettingsCategoriesResponseSchema },
  'POST /settings/categories/add': { body: ZCategorySchema, response: ZCreatedResponseSchema },
  'POST /settings/categories/:id/update': {
    params: ZIdParamsSchema,
    body: ZCategorySchema,
    response: ZMessageResponseSchema,
  },
  'PATCH /settings/categories/change-visibility/:id': {
    params: ZIdParamsSchema,
    body: ZVisibilitySchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /settings/categories/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'GET /settings/setup-checklist': { response: ZSetupChecklistResponseSchema },
  'POST /settings/setup-checklist/dismiss': { response: ZMessageResponseSchema },

  'GET /menu-items': { response: ZMenuItemsResponseSchema },
  'GET /menu-items/:id': { params: ZIdParamsSchema, response: ZMenuItemDetailResponseSchema },
  'POST /menu-items/add': { body: ZMenuItemSchema, response: ZCreatedResponseSchema },
  'POST /menu-items/update/:id': {
    params: ZIdParamsSchema,
    body: ZMenuItemSchema,
    response: ZMessageResponseSchema,
  },
  'PATCH /menu-items/change-visibility/:id': {
    params: ZIdParamsSchema,
    body: ZVisibilitySchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /menu-items/delete/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'POST /menu-items/variants/:itemId/add': {
    params: ZMenuOptionItemParamsSchema,
    body: ZVariantSchema,
    response: ZCreatedResponseSchema,
  },
  'POST /menu-items/variants/:itemId/update/:optionId': {
    params: ZMenuOptionParamsSchema,
    body: ZVariantSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /menu-items/variants/:itemId/delete/:optionId': {
    params: ZMenuOptionParamsSchema,
    response: ZMessageResponseSchema,
  },
  'POST /menu-items/addons/:itemId/add': {
    params: ZMenuOptionItemParamsSchema,
    body: ZAddonSchema,
    response: ZCreatedResponseSchema,
  },
  'POST /menu-items/addons/:itemId/update/:optionId': {
    params: ZMenuOptionParamsSchema,
    body: ZAddonSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /menu-items/addons/:itemId/delete/:optionId': {
    params: ZMenuOptionParamsSchema,
    response: ZMessageResponseSchema,
  },
  'POST /menu-items/update/:id/upload-photo': {
    params: ZIdParamsSchema,
    response: ZPhotoUploadResponseSchema,
    multipart: true,
  },
  'POST /menu-items/update/:id/remove-photo': { params: ZIdParamsSchema, response: ZMessageResponseSchema },

  'GET /pos/init': { response: ZPosInitResponseSchema },
  'POST /pos/create-order': { body: ZCreateOrderSchema, response: ZCreateOrderResponseSchema },
  'POST /pos/create-order-and-invoice': {
    body: ZCreateOrderAndInvoiceSchema,
    response: ZCreateOrderAndInvoiceResponseSchema,
  },
  'GET /pos/qrorders/count': { response: ZQrOrderCountResponseSchema },
  'GET /pos/qrorders': { response: ZQrOrdersResponseSchema },
  'POST /pos/qrorders/cancel-all': { response: ZMessageResponseSchema },
  'POST /pos/qrorders/update-status/:id': {
    params: ZIdParamsSchema,
    body: ZQrOrderStatusSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /pos/qrorders/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },

  'GET /qrmenu/:qrcode': {
    params: ZQrCodeParamsSchema,
    querystring: ZQrMenuQuerySchema,
    response: ZQrMenuResponseSchema,
  },
  'GET /qrmenu/:qrcode/sold-out': { params: ZQrCodeParamsSchema, response: ZQrSoldOutResponseSchema },
  'POST /qrmenu/:qrcode/place-order': {
    params: ZQrCodeParamsSchema,
    body: ZPlaceQrOrderSchema,
    response: ZMessageResponseSchema,
  },
  // issue 27: a guest's feedback on a paid visit, named by its invoice's public token
  'GET /qrmenu/:qrcode/feedback/:token': {
    params: ZFeedbackTokenParamsSchema,
    response: ZPublicFeedbackResponseSchema,
  },
  'POST /qrmenu/:qrcode/feedback': {
    params: ZQrCodeParamsSchema,
    body: ZFeedbackSchema,
    response: ZMessageResponseSchema,
  },
  'GET /feedback': { response: ZFeedbackResponseSchema },
  'GET /feedback/filter': { querystring: ZFeedbackFilterQuerySchema, response: ZFeedbackListResponseSchema },
  'GET /feedback/search': { querystring: ZFeedbackSearchSchema, response: ZFeedbackListResponseSchema },
  'GET /feedback/summary': {
    querystring: ZFeedbackFilterQuerySchema,
    response: ZFeedbackSummaryResponseSchema,
  },
  'GET /feedback/invoice/:id': { params: ZIdParamsSchema, response: ZInvoiceFeedbackResponseSchema },

  'GET /customers': { querystring: ZCustomerListQuerySchema, response: ZCustomerListResponseSchema },
  'GET /customers/download/all': { response: ZCustomersCsvResponseSchema },
  'POST /customers/add': { body: ZCustomerAddSchema, response: ZMessageResponseSchema },
  'GET /customers/search-by-phone-name/search': {
    querystring: ZCustomerSearchSchema,
    response: ZCustomerSearchResponseSchema,
  },
  'POST /customers/:id/update': {
    params: ZCustomerPhoneParamsSchema,
    body: ZCustomerUpdateSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /customers/:id/delete': { params: ZCustomerPhoneParamsSchema, response: ZMessageResponseSchema },

  // Issue 27: membership (docs/api-members.md)
  'GET /members': { querystring: ZMemberListQuerySchema, response: ZMemberListResponseSchema },
  'GET /members/:id': { params: ZMemberParamsSchema, response: ZMemberDetailResponseSchema },
  'POST /members/:id/enrol': { params: ZMemberParamsSchema, response: ZMessageResponseSchema },
  'POST /members/:id/end': { params: ZMemberParamsSchema, response: ZMessageResponseSchema },
  'POST /members/:id/adjust': {
    params: ZMemberParamsSchema,
    body: ZMemberAdjustSchema,
    response: ZMessageResponseSchema,
  },

  'GET /orders': { querystring: ZOpenOrdersQuerySchema, response: ZListOrderGroupsResponseSchema },
  'GET /orders/init': { response: ZOrdersInitResponseSchema },
  'POST /orders/update-status/:id': {
    params: ZIdParamsSchema,
    body: ZOrderItemStatusSchema,
    response: ZMessageResponseSchema,
  },
  'POST /orders/cancel': { body: ZCancelOrdersSchema, response: ZMessageResponseSchema },
  'POST /orders/complete': { body: ZOrderIdsSchema, response: ZMessageResponseSchema },
  'POST /orders/transfer': { body: ZTransferOrdersSchema, response: ZMessageResponseSchema },
  'POST /orders/complete-order-payment-summary': {
    body: ZPaymentSummarySchema,
    response: ZPaymentSummaryResponseSchema,
  },
  'POST /orders/complete-and-pay-order': {
    body: ZCompleteAndPaySchema,
    response: ZCompleteAndPayResponseSchema,
  },

  'GET /kitchen': { querystring: ZKitchenQuerySchema, response: ZListKitchenOrdersResponseSchema },
  'GET /kitchen/stations': { response: ZKitchenStationPickerResponseSchema },
  'POST /kitchen/orders/:id/bump': {
    params: ZIdParamsSchema,
    body: ZKitchenTicketSchema,
    response: ZMessageResponseSchema,
  },
  'POST /kitchen/orders/:id/recall': {
    params: ZIdParamsSchema,
    body: ZKitchenTicketSchema,
    response: ZMessageResponseSchema,
  },
  'POST /kitchen/:id': {
    params: ZIdParamsSchema,
    body: ZKitchenStatusSchema,
    response: ZMessageResponseSchema,
  },

  'GET /receipts/order/:id': { params: ZIdParamsSchema, response: ZGetReceiptResponseSchema },
  'GET /receipts/orders': { querystring: ZReceiptOrdersQuery, response: ZGetReceiptResponseSchema },
  'GET /receipts/invoice/:id': { params: ZIdParamsSchema, response: ZGetReceiptResponseSchema },
  'GET /receipts/invoice/:id/parts/:part': {
    params: ZInvoicePartParamsSchema,
    response: ZGetReceiptResponseSchema,
  },

  'GET /invoices/init': { response: ZInvoicesInitResponseSchema },
  'GET /invoices': { querystring: ZInvoicesQuerySchema, response: ZListInvoicesResponseSchema },
  'GET /invoices/search': { querystring: ZInvoiceSearchSchema, response: ZListInvoicesResponseSchema },
  'POST /invoices/orders': { body: ZOrderIdsSchema, response: ZInvoiceOrdersResponseSchema },
  'GET /invoices/:id': { params: ZIdParamsSchema, response: ZInvoiceDetailResponseSchema },
  'POST /invoices/:id/refund': {
    params: ZIdParamsSchema,
    body: ZRefundSchema,
    response: ZRefundResponseSchema,
  },

  'GET /dashboard': { response: ZDashboardResponseSchema },

  'GET /audit-log': { querystring: ZAuditLogQuerySchema, response: ZAuditLogResponseSchema },
  'GET /audit-log/download': { querystring: ZAuditLogQuerySchema, response: ZAuditLogCsvResponseSchema },

  'POST /shifts/open': { body: ZOpenShiftSchema, response: ZMessageResponseSchema },
  'POST /shifts/cash': { body: ZCashMovementSchema, response: ZMessageResponseSchema },
  'POST /shifts/no-sale': { body: ZNoSaleSchema, response: ZMessageResponseSchema },
  'GET /shifts/current': { response: ZCurrentShiftResponseSchema },
  'POST /shifts/close': { body: ZCloseShiftSchema, response: ZZReportResponseSchema },
  'GET /z-reports': { response: ZZReportListResponseSchema },
  'GET /z-reports/:number': { params: ZZReportParamsSchema, response: ZZReportResponseSchema },

  'GET /displays/order-status': { response: ZOrderStatusBoardResponseSchema },
  'POST /displays/customer/pairing-code': { response: ZPairingCodeResponseSchema },
  'GET /displays/customer': { response: ZCustomerDisplayResponseSchema },
  'POST /displays/customer/pair': { body: ZPairDisplaySchema, response: ZMessageResponseSchema },
  'POST /displays/customer/unpair': { response: ZMessageResponseSchema },

  'GET /users': { response: ZUsersResponseSchema },
  'POST /users/add': { body: ZAddUserSchema, response: ZMessageResponseSchema },
  'POST /users/update/:username': {
    params: ZUsernameParams,
    body: ZUpdateUserSchema,
    response: ZMessageResponseSchema,
  },
  'POST /users/update-password/:username': {
    params: ZUsernameParams,
    body: ZUpdateUserPasswordSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /users/delete/:username': { params: ZUsernameParams, response: ZMessageResponseSchema },
  'POST /users/clear-pin/:username': { params: ZUsernameParams, response: ZMessageResponseSchema },

  'GET /reports': { querystring: ZReportQuerySchema, response: ZReportResponseSchema },

  'GET /reservations/init': { response: ZReservationsInitResponseSchema },
  'GET /reservations': { querystring: ZDateFilterQuerySchema, response: ZReservationsResponseSchema },
  'GET /reservations/search': {
    querystring: ZReservationSearchSchema,
    response: ZReservationsResponseSchema,
  },
  'POST /reservations/add': { body: ZReservationAddSchema, response: ZMessageResponseSchema },
  'POST /reservations/update/:id': {
    params: ZIdParamsSchema,
    body: ZReservationUpdateSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /reservations/delete/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },

  'GET /inventory': { querystring: ZInventoryListQuerySchema, response: ZInventoryListResponseSchema },
  'GET /inventory/download': { response: ZInventoryCsvResponseSchema },
  'POST /inventory/add-item': { body: ZStockItemAddSchema, response: ZStockItemAddResponseSchema },
  'GET /inventory/logs': { querystring: ZInventoryLogsQuerySchema, response: ZInventoryLogsResponseSchema },
  'GET /inventory/logs/download': {
    querystring: ZInventoryLogsQuerySchema,
    response: ZInventoryCsvResponseSchema,
  },
  'GET /inventory/dashboard': {
    querystring: ZInventoryDashboardQuerySchema,
    response: ZInventoryDashboardResponseSchema,
  },
  'GET /inventory/:id': {
    params: ZIdParamsSchema,
    querystring: ZStockItemDetailQuerySchema,
    response: ZStockItemDetailResponseSchema,
  },
  'PUT /inventory/:id': {
    params: ZIdParamsSchema,
    body: ZStockItemUpdateSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /inventory/:id': { params: ZIdParamsSchema, response: ZMessageResponseSchema },
  'PATCH /inventory/:id/add-stock-movement': {
    params: ZIdParamsSchema,
    body: ZStockMovementSchema,
    response: ZMessageResponseSchema,
  },
  'POST /inventory/:id/count': {
    params: ZIdParamsSchema,
    body: ZStockCountSchema,
    response: ZMessageResponseSchema,
  },
  'GET /menu-items/recipe/items': { response: ZRecipeStockItemsResponseSchema },
  'POST /menu-items/recipe/:menuItemId/add': {
    params: ZRecipeParamsSchema,
    body: ZRecipeItemSchema,
    response: ZRecipeItemAddResponseSchema,
  },
  'PUT /menu-items/recipe/:menuItemId/update/:recipeItemId': {
    params: ZRecipeItemParamsSchema,
    body: ZRecipeItemSchema,
    response: ZMessageResponseSchema,
  },
  'DELETE /menu-items/recipe/:menuItemId/delete/:recipeItemId': {
    params: ZRecipeItemParamsSchema,
    response: ZMessageResponseSchema,
  },
} as const satisfies Record<`${TApiMethod} /${string}`, TRouteSchemas>;

type TApiContract = typeof API_CONTRACT;
type TApiRoute = keyof TApiContract;

type TPathsOf<R, M extends TApiMethod> = R extends `${M} ${infer P}` ? P : never;

type TPathsByMethod = { [M in TApiMethod]: TPathsOf<TApiRoute, M> };

/** The paths a method may be called on. */
export type TApiPath<M extends TApiMethod> = TPathsByMethod[M];

type TRouteOf<M extends TApiMethod, P extends TApiPath<M>> = TApiContract[`${M} ${P}` & TApiRoute];

/** One part of a call's input: required when the route takes it and some of it is required, absent otherwise. */
type TInputPart<R, K extends 'params' | 'querystring' | 'body', Name extends string> = R extends {
  [key in K]: infer S extends z.ZodType;
}
  ? object extends z.input<S>
    ? { [N in Name]?: z.input<S> }
    : { [N in Name]: z.input<S> }
  : { [N in Name]?: never };

type TInputOf<R> = TInputPart<R, 'params', 'params'> &
  TInputPart<R, 'querystring', 'query'> &
  (R extends { multipart: true } ? { body: FormData } : TInputPart<R, 'body', 'body'>);

/**
 * What a call of `M P` sends besides its path: `params` fill the path's `:name` segments, `query` is the
 * query string, `body` the JSON body (a FormData for an upload), each as its schema accepts it.
 */
export type TApiInput<M extends TApiMethod, P extends TApiPath<M>> =
  P extends TApiPath<M> ? TInputOf<TRouteOf<M, P>> : never;

/** What `M P` answers with 200, as the server sends it. */
export type TApiAnswer<M extends TApiMethod, P extends TApiPath<M>> =
  P extends TApiPath<M> ? z.output<TRouteOf<M, P>['response']> : never;
