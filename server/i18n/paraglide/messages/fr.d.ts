/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Errors_InternalInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_LinesInputs */
/** @typedef {{}} Errors_Cart_Sign_In_ReturnsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Cart_Max_ReturnsInputs */
/** @typedef {{}} Errors_Cart_Line_No_ProductInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, got: NonNullable<unknown> }} Errors_Cart_Quantity_RangeInputs */
/** @typedef {{ option: NonNullable<unknown>, options: NonNullable<unknown> }} Errors_Cart_Not_Purchase_OptionInputs */
/** @typedef {{}} Errors_Cart_Term_Whole_MonthsInputs */
/** @typedef {{}} Errors_Cart_Options_UnreadableInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Errors_Cart_Return_Quantity_RangeInputs */
/** @typedef {{}} Errors_Cart_Kind_SubscriptionInputs */
/** @typedef {{}} Errors_Cart_Kind_FinancingInputs */
/** @typedef {{}} Errors_Cart_Kind_RentInputs */
/** @typedef {{}} Errors_Cart_Kind_PurchaseInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown>, option: NonNullable<unknown> }} Errors_Cart_Not_Offered_AsInputs */
/** @typedef {{ name: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Choose_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown> }} Errors_Cart_Outright_No_TermInputs */
/** @typedef {{ name: NonNullable<unknown>, term: NonNullable<unknown>, terms: NonNullable<unknown> }} Errors_Cart_Term_Not_OfferedInputs */
/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown> }} Errors_Cart_Pivotcare_Not_OfferedInputs */
/** @typedef {{}} Errors_Cart_Return_Not_FoundInputs */
/** @typedef {{ name: NonNullable<unknown>, refusal: NonNullable<unknown> }} Errors_Cart_Item_RefusalInputs */
/** @typedef {{}} Errors_Checkout_Card_EitherInputs */
/** @typedef {{}} Errors_Checkout_Card_Details_ExpiredInputs */
/** @typedef {{}} Errors_Checkout_Saved_Card_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Idempotency_KeyInputs */
/** @typedef {{}} Errors_Checkout_No_ReturnsInputs */
/** @typedef {{}} Errors_Checkout_Cart_EmptyInputs */
/** @typedef {{}} Errors_Checkout_Choose_AddressInputs */
/** @typedef {{}} Errors_Checkout_Expected_AmountInputs */
/** @typedef {{}} Errors_Checkout_Sign_Full_NameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Checkout_Signature_MismatchInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Checkout_Max_OrdersInputs */
/** @typedef {{}} Errors_Checkout_Agreement_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Card_DeclinedInputs */
/** @typedef {{}} Errors_Checkout_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Checkout_Expired_CardInputs */
/** @typedef {{}} Errors_Checkout_Payment_CancelledInputs */
/** @typedef {{}} Errors_Checkout_Address_Not_FoundInputs */
/** @typedef {{ city: NonNullable<unknown>, cityProvince: NonNullable<unknown>, province: NonNullable<unknown> }} Errors_Checkout_Other_ProvinceInputs */
/** @typedef {{ city: NonNullable<unknown>, postalCode: NonNullable<unknown> }} Errors_Checkout_Out_Of_ReachInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Checkout_Prices_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Choose_CardInputs */
/** @typedef {{ name: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Checkout_Sold_OutInputs */
/** @typedef {{}} Errors_Checkout_Balance_ChangedInputs */
/** @typedef {{}} Errors_Checkout_Still_ProcessingInputs */
/** @typedef {{}} Errors_Checkout_Key_ReusedInputs */
/** @typedef {{}} Errors_Account_Not_FoundInputs */
/** @typedef {{}} Errors_Checkout_Cart_ItemInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Errors_Checkout_Cart_ProblemInputs */
/** @typedef {{}} Errors_Cart_No_Longer_SoldInputs */
/** @typedef {{}} Errors_Cart_No_Longer_AvailableInputs */
/** @typedef {{ city: NonNullable<unknown> }} Errors_Cart_Not_At_DepotInputs */
/** @typedef {{}} Errors_Cart_Not_For_SaleInputs */
/** @typedef {{}} Errors_Cart_Out_Of_StockInputs */
/** @typedef {{ available: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Cart_Not_Enough_StockInputs */
/** @typedef {{}} Errors_Delivery_Choose_DayInputs */
/** @typedef {{}} Errors_Pickup_Choose_DayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Delivery_EarliestInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Pickup_EarliestInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Sale_Pickup_WithinInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Delivery_Days_AheadInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Pickup_Days_AheadInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Delivery_No_WeekdayInputs */
/** @typedef {{ depot: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Pickup_No_WeekdayInputs */
/** @typedef {{}} Errors_Sale_Choose_PickupInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Delivery_Choose_TimeInputs */
/** @typedef {{ windows: NonNullable<unknown> }} Errors_Pickup_Choose_TimeInputs */
/** @typedef {{}} Errors_Window_StartedInputs */
/** @typedef {{ name: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Errors_Window_LabelInputs */
/** @typedef {{}} Errors_Window_MorningInputs */
/** @typedef {{}} Errors_Window_AfternoonInputs */
/** @typedef {{}} Errors_Window_EveningInputs */
/** @typedef {{}} Errors_Window_AnytimeInputs */
/** @typedef {{}} Errors_Window_PickupInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_DateInputs */
/** @typedef {{ value: NonNullable<unknown> }} Errors_Not_A_Postal_CodeInputs */
/** @typedef {{ value: NonNullable<unknown>, codes: NonNullable<unknown> }} Errors_Not_A_ProvinceInputs */
export const errors_internal: (inputs: Errors_InternalInputs) => LocalizedString;
export const errors_cart_max_lines: (inputs: Errors_Cart_Max_LinesInputs) => LocalizedString;
export const errors_cart_sign_in_returns: (inputs: Errors_Cart_Sign_In_ReturnsInputs) => LocalizedString;
export const errors_cart_max_returns: (inputs: Errors_Cart_Max_ReturnsInputs) => LocalizedString;
export const errors_cart_line_no_product: (inputs: Errors_Cart_Line_No_ProductInputs) => LocalizedString;
export const errors_cart_quantity_range: (inputs: Errors_Cart_Quantity_RangeInputs) => LocalizedString;
export const errors_cart_not_purchase_option: (inputs: Errors_Cart_Not_Purchase_OptionInputs) => LocalizedString;
export const errors_cart_term_whole_months: (inputs: Errors_Cart_Term_Whole_MonthsInputs) => LocalizedString;
export const errors_cart_options_unreadable: (inputs: Errors_Cart_Options_UnreadableInputs) => LocalizedString;
export const errors_cart_return_quantity_range: (inputs: Errors_Cart_Return_Quantity_RangeInputs) => LocalizedString;
export const errors_cart_kind_subscription: (inputs: Errors_Cart_Kind_SubscriptionInputs) => LocalizedString;
export const errors_cart_kind_financing: (inputs: Errors_Cart_Kind_FinancingInputs) => LocalizedString;
export const errors_cart_kind_rent: (inputs: Errors_Cart_Kind_RentInputs) => LocalizedString;
export const errors_cart_kind_purchase: (inputs: Errors_Cart_Kind_PurchaseInputs) => LocalizedString;
export const errors_cart_not_offered_as: (inputs: Errors_Cart_Not_Offered_AsInputs) => LocalizedString;
export const errors_cart_choose_term: (inputs: Errors_Cart_Choose_TermInputs) => LocalizedString;
export const errors_cart_outright_no_term: (inputs: Errors_Cart_Outright_No_TermInputs) => LocalizedString;
export const errors_cart_term_not_offered: (inputs: Errors_Cart_Term_Not_OfferedInputs) => LocalizedString;
export const errors_cart_pivotcare_not_offered: (inputs: Errors_Cart_Pivotcare_Not_OfferedInputs) => LocalizedString;
export const errors_cart_return_not_found: (inputs: Errors_Cart_Return_Not_FoundInputs) => LocalizedString;
export const errors_cart_item_refusal: (inputs: Errors_Cart_Item_RefusalInputs) => LocalizedString;
export const errors_checkout_card_either: (inputs: Errors_Checkout_Card_EitherInputs) => LocalizedString;
export const errors_checkout_card_details_expired: (inputs: Errors_Checkout_Card_Details_ExpiredInputs) => LocalizedString;
export const errors_checkout_saved_card_not_found: (inputs: Errors_Checkout_Saved_Card_Not_FoundInputs) => LocalizedString;
export const errors_checkout_idempotency_key: (inputs: Errors_Checkout_Idempotency_KeyInputs) => LocalizedString;
export const errors_checkout_no_returns: (inputs: Errors_Checkout_No_ReturnsInputs) => LocalizedString;
export const errors_checkout_cart_empty: (inputs: Errors_Checkout_Cart_EmptyInputs) => LocalizedString;
export const errors_checkout_choose_address: (inputs: Errors_Checkout_Choose_AddressInputs) => LocalizedString;
export const errors_checkout_expected_amount: (inputs: Errors_Checkout_Expected_AmountInputs) => LocalizedString;
export const errors_checkout_sign_full_name: (inputs: Errors_Checkout_Sign_Full_NameInputs) => LocalizedString;
export const errors_checkout_signature_mismatch: (inputs: Errors_Checkout_Signature_MismatchInputs) => LocalizedString;
export const errors_checkout_max_orders: (inputs: Errors_Checkout_Max_OrdersInputs) => LocalizedString;
export const errors_checkout_agreement_not_found: (inputs: Errors_Checkout_Agreement_Not_FoundInputs) => LocalizedString;
export const errors_checkout_card_declined: (inputs: Errors_Checkout_Card_DeclinedInputs) => LocalizedString;
export const errors_checkout_insufficient_funds: (inputs: Errors_Checkout_Insufficient_FundsInputs) => LocalizedString;
export const errors_checkout_expired_card: (inputs: Errors_Checkout_Expired_CardInputs) => LocalizedString;
export const errors_checkout_payment_cancelled: (inputs: Errors_Checkout_Payment_CancelledInputs) => LocalizedString;
export const errors_checkout_address_not_found: (inputs: Errors_Checkout_Address_Not_FoundInputs) => LocalizedString;
export const errors_checkout_other_province: (inputs: Errors_Checkout_Other_ProvinceInputs) => LocalizedString;
export const errors_checkout_out_of_reach: (inputs: Errors_Checkout_Out_Of_ReachInputs) => LocalizedString;
export const errors_checkout_prices_changed: (inputs: Errors_Checkout_Prices_ChangedInputs) => LocalizedString;
export const errors_checkout_choose_card: (inputs: Errors_Checkout_Choose_CardInputs) => LocalizedString;
export const errors_checkout_sold_out: (inputs: Errors_Checkout_Sold_OutInputs) => LocalizedString;
export const errors_checkout_balance_changed: (inputs: Errors_Checkout_Balance_ChangedInputs) => LocalizedString;
export const errors_checkout_still_processing: (inputs: Errors_Checkout_Still_ProcessingInputs) => LocalizedString;
export const errors_checkout_key_reused: (inputs: Errors_Checkout_Key_ReusedInputs) => LocalizedString;
export const errors_account_not_found: (inputs: Errors_Account_Not_FoundInputs) => LocalizedString;
export const errors_checkout_cart_item: (inputs: Errors_Checkout_Cart_ItemInputs) => LocalizedString;
export const errors_checkout_cart_problem: (inputs: Errors_Checkout_Cart_ProblemInputs) => LocalizedString;
export const errors_cart_no_longer_sold: (inputs: Errors_Cart_No_Longer_SoldInputs) => LocalizedString;
export const errors_cart_no_longer_available: (inputs: Errors_Cart_No_Longer_AvailableInputs) => LocalizedString;
export const errors_cart_not_at_depot: (inputs: Errors_Cart_Not_At_DepotInputs) => LocalizedString;
export const errors_cart_not_for_sale: (inputs: Errors_Cart_Not_For_SaleInputs) => LocalizedString;
export const errors_cart_out_of_stock: (inputs: Errors_Cart_Out_Of_StockInputs) => LocalizedString;
export const errors_cart_not_enough_stock: (inputs: Errors_Cart_Not_Enough_StockInputs) => LocalizedString;
export const errors_delivery_choose_day: (inputs: Errors_Delivery_Choose_DayInputs) => LocalizedString;
export const errors_pickup_choose_day: (inputs: Errors_Pickup_Choose_DayInputs) => LocalizedString;
export const errors_delivery_earliest: (inputs: Errors_Delivery_EarliestInputs) => LocalizedString;
export const errors_pickup_earliest: (inputs: Errors_Pickup_EarliestInputs) => LocalizedString;
export const errors_sale_pickup_within: (inputs: Errors_Sale_Pickup_WithinInputs) => LocalizedString;
export const errors_delivery_days_ahead: (inputs: Errors_Delivery_Days_AheadInputs) => LocalizedString;
export const errors_pickup_days_ahead: (inputs: Errors_Pickup_Days_AheadInputs) => LocalizedString;
export const errors_delivery_no_weekday: (inputs: Errors_Delivery_No_WeekdayInputs) => LocalizedString;
export const errors_pickup_no_weekday: (inputs: Errors_Pickup_No_WeekdayInputs) => LocalizedString;
export const errors_sale_choose_pickup: (inputs: Errors_Sale_Choose_PickupInputs) => LocalizedString;
export const errors_delivery_choose_time: (inputs: Errors_Delivery_Choose_TimeInputs) => LocalizedString;
export const errors_pickup_choose_time: (inputs: Errors_Pickup_Choose_TimeInputs) => LocalizedString;
export const errors_window_started: (inputs: Errors_Window_StartedInputs) => LocalizedString;
export const errors_window_label: (inputs: Errors_Window_LabelInputs) => LocalizedString;
export const errors_window_morning: (inputs: Errors_Window_MorningInputs) => LocalizedString;
export const errors_window_afternoon: (inputs: Errors_Window_AfternoonInputs) => LocalizedString;
export const errors_window_evening: (inputs: Errors_Window_EveningInputs) => LocalizedString;
export const errors_window_anytime: (inputs: Errors_Window_AnytimeInputs) => LocalizedString;
export const errors_window_pickup: (inputs: Errors_Window_PickupInputs) => LocalizedString;
export const errors_not_a_date: (inputs: Errors_Not_A_DateInputs) => LocalizedString;
export const errors_not_a_postal_code: (inputs: Errors_Not_A_Postal_CodeInputs) => LocalizedString;
export const errors_not_a_province: (inputs: Errors_Not_A_ProvinceInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Errors_InternalInputs = {};
export type Errors_Cart_Max_LinesInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Cart_Sign_In_ReturnsInputs = {};
export type Errors_Cart_Max_ReturnsInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Cart_Line_No_ProductInputs = {};
export type Errors_Cart_Quantity_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Errors_Cart_Not_Purchase_OptionInputs = {
    option: NonNullable<unknown>;
    options: NonNullable<unknown>;
};
export type Errors_Cart_Term_Whole_MonthsInputs = {};
export type Errors_Cart_Options_UnreadableInputs = {};
export type Errors_Cart_Return_Quantity_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Errors_Cart_Kind_SubscriptionInputs = {};
export type Errors_Cart_Kind_FinancingInputs = {};
export type Errors_Cart_Kind_RentInputs = {};
export type Errors_Cart_Kind_PurchaseInputs = {};
export type Errors_Cart_Not_Offered_AsInputs = {
    name: NonNullable<unknown>;
    kind: NonNullable<unknown>;
    option: NonNullable<unknown>;
};
export type Errors_Cart_Choose_TermInputs = {
    name: NonNullable<unknown>;
    terms: NonNullable<unknown>;
};
export type Errors_Cart_Outright_No_TermInputs = {
    name: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Errors_Cart_Term_Not_OfferedInputs = {
    name: NonNullable<unknown>;
    term: NonNullable<unknown>;
    terms: NonNullable<unknown>;
};
export type Errors_Cart_Pivotcare_Not_OfferedInputs = {
    name: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Errors_Cart_Return_Not_FoundInputs = {};
export type Errors_Cart_Item_RefusalInputs = {
    name: NonNullable<unknown>;
    refusal: NonNullable<unknown>;
};
export type Errors_Checkout_Card_EitherInputs = {};
export type Errors_Checkout_Card_Details_ExpiredInputs = {};
export type Errors_Checkout_Saved_Card_Not_FoundInputs = {};
export type Errors_Checkout_Idempotency_KeyInputs = {};
export type Errors_Checkout_No_ReturnsInputs = {};
export type Errors_Checkout_Cart_EmptyInputs = {};
export type Errors_Checkout_Choose_AddressInputs = {};
export type Errors_Checkout_Expected_AmountInputs = {};
export type Errors_Checkout_Sign_Full_NameInputs = {};
export type Errors_Checkout_Signature_MismatchInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Checkout_Max_OrdersInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Checkout_Agreement_Not_FoundInputs = {};
export type Errors_Checkout_Card_DeclinedInputs = {};
export type Errors_Checkout_Insufficient_FundsInputs = {};
export type Errors_Checkout_Expired_CardInputs = {};
export type Errors_Checkout_Payment_CancelledInputs = {};
export type Errors_Checkout_Address_Not_FoundInputs = {};
export type Errors_Checkout_Other_ProvinceInputs = {
    city: NonNullable<unknown>;
    cityProvince: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Errors_Checkout_Out_Of_ReachInputs = {
    city: NonNullable<unknown>;
    postalCode: NonNullable<unknown>;
};
export type Errors_Checkout_Prices_ChangedInputs = {
    amount: NonNullable<unknown>;
};
export type Errors_Checkout_Choose_CardInputs = {};
export type Errors_Checkout_Sold_OutInputs = {
    name: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Errors_Checkout_Balance_ChangedInputs = {};
export type Errors_Checkout_Still_ProcessingInputs = {};
export type Errors_Checkout_Key_ReusedInputs = {};
export type Errors_Account_Not_FoundInputs = {};
export type Errors_Checkout_Cart_ItemInputs = {};
export type Errors_Checkout_Cart_ProblemInputs = {
    name: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Errors_Cart_No_Longer_SoldInputs = {};
export type Errors_Cart_No_Longer_AvailableInputs = {};
export type Errors_Cart_Not_At_DepotInputs = {
    city: NonNullable<unknown>;
};
export type Errors_Cart_Not_For_SaleInputs = {};
export type Errors_Cart_Out_Of_StockInputs = {};
export type Errors_Cart_Not_Enough_StockInputs = {
    available: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Errors_Delivery_Choose_DayInputs = {};
export type Errors_Pickup_Choose_DayInputs = {};
export type Errors_Delivery_EarliestInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Pickup_EarliestInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Sale_Pickup_WithinInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Delivery_Days_AheadInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Pickup_Days_AheadInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Delivery_No_WeekdayInputs = {
    depot: NonNullable<unknown>;
    weekday: NonNullable<unknown>;
};
export type Errors_Pickup_No_WeekdayInputs = {
    depot: NonNullable<unknown>;
    weekday: NonNullable<unknown>;
};
export type Errors_Sale_Choose_PickupInputs = {};
export type Errors_Delivery_Choose_TimeInputs = {
    windows: NonNullable<unknown>;
};
export type Errors_Pickup_Choose_TimeInputs = {
    windows: NonNullable<unknown>;
};
export type Errors_Window_StartedInputs = {};
export type Errors_Window_LabelInputs = {
    name: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Errors_Window_MorningInputs = {};
export type Errors_Window_AfternoonInputs = {};
export type Errors_Window_EveningInputs = {};
export type Errors_Window_AnytimeInputs = {};
export type Errors_Window_PickupInputs = {};
export type Errors_Not_A_DateInputs = {
    value: NonNullable<unknown>;
};
export type Errors_Not_A_Postal_CodeInputs = {
    value: NonNullable<unknown>;
};
export type Errors_Not_A_ProvinceInputs = {
    value: NonNullable<unknown>;
    codes: NonNullable<unknown>;
};
