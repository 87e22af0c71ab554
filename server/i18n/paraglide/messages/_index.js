/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __fr from "./fr.js"
/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Errors_InternalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_internal = /** @type {((inputs?: Errors_InternalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_InternalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_internal(inputs)
	return __en.errors_internal(inputs)
});
/**
* | output |
* | --- |
* | "A cart holds at most {max} lines." |
*
* @param {Errors_Cart_Max_LinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_lines = /** @type {((inputs: Errors_Cart_Max_LinesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Max_LinesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_max_lines(inputs)
	return __en.errors_cart_max_lines(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to return items you have with us." |
*
* @param {Errors_Cart_Sign_In_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_sign_in_returns = /** @type {((inputs?: Errors_Cart_Sign_In_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Sign_In_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_sign_in_returns(inputs)
	return __en.errors_cart_sign_in_returns(inputs)
});
/**
* | output |
* | --- |
* | "A cart holds at most {max} returns." |
*
* @param {Errors_Cart_Max_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_returns = /** @type {((inputs: Errors_Cart_Max_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Max_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_max_returns(inputs)
	return __en.errors_cart_max_returns(inputs)
});
/**
* | output |
* | --- |
* | "A cart line has no product. Remove it and add the item again." |
*
* @param {Errors_Cart_Line_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_line_no_product = /** @type {((inputs?: Errors_Cart_Line_No_ProductInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Line_No_ProductInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_line_no_product(inputs)
	return __en.errors_cart_line_no_product(inputs)
});
/**
* | output |
* | --- |
* | "Choose a quantity from {min} to {max} (got {got})." |
*
* @param {Errors_Cart_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_quantity_range = /** @type {((inputs: Errors_Cart_Quantity_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Quantity_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_quantity_range(inputs)
	return __en.errors_cart_quantity_range(inputs)
});
/**
* | output |
* | --- |
* | "\"{option}\" is not a purchase option. Use one of {options}." |
*
* @param {Errors_Cart_Not_Purchase_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_purchase_option = /** @type {((inputs: Errors_Cart_Not_Purchase_OptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_Purchase_OptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_purchase_option(inputs)
	return __en.errors_cart_not_purchase_option(inputs)
});
/**
* | output |
* | --- |
* | "The term length must be a whole number of months." |
*
* @param {Errors_Cart_Term_Whole_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_whole_months = /** @type {((inputs?: Errors_Cart_Term_Whole_MonthsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Term_Whole_MonthsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_term_whole_months(inputs)
	return __en.errors_cart_term_whole_months(inputs)
});
/**
* | output |
* | --- |
* | "The chosen options are not readable. Choose them again." |
*
* @param {Errors_Cart_Options_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_options_unreadable = /** @type {((inputs?: Errors_Cart_Options_UnreadableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Options_UnreadableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_options_unreadable(inputs)
	return __en.errors_cart_options_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "Choose a return quantity from {min} to {max}." |
*
* @param {Errors_Cart_Return_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_quantity_range = /** @type {((inputs: Errors_Cart_Return_Quantity_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Return_Quantity_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_return_quantity_range(inputs)
	return __en.errors_cart_return_quantity_range(inputs)
});
/**
* | output |
* | --- |
* | "a subscription" |
*
* @param {Errors_Cart_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_subscription = /** @type {((inputs?: Errors_Cart_Kind_SubscriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Kind_SubscriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_kind_subscription(inputs)
	return __en.errors_cart_kind_subscription(inputs)
});
/**
* | output |
* | --- |
* | "monthly financing" |
*
* @param {Errors_Cart_Kind_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_financing = /** @type {((inputs?: Errors_Cart_Kind_FinancingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Kind_FinancingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_kind_financing(inputs)
	return __en.errors_cart_kind_financing(inputs)
});
/**
* | output |
* | --- |
* | "a rental" |
*
* @param {Errors_Cart_Kind_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_rent = /** @type {((inputs?: Errors_Cart_Kind_RentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Kind_RentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_kind_rent(inputs)
	return __en.errors_cart_kind_rent(inputs)
});
/**
* | output |
* | --- |
* | "a purchase" |
*
* @param {Errors_Cart_Kind_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_purchase = /** @type {((inputs?: Errors_Cart_Kind_PurchaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Kind_PurchaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_kind_purchase(inputs)
	return __en.errors_cart_kind_purchase(inputs)
});
/**
* | output |
* | --- |
* | "{name} is not offered as {kind} ({option}). Choose another way to pay for it." |
*
* @param {Errors_Cart_Not_Offered_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_offered_as = /** @type {((inputs: Errors_Cart_Not_Offered_AsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_Offered_AsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_offered_as(inputs)
	return __en.errors_cart_not_offered_as(inputs)
});
/**
* | output |
* | --- |
* | "Choose a term for {name}: {terms} months." |
*
* @param {Errors_Cart_Choose_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_choose_term = /** @type {((inputs: Errors_Cart_Choose_TermInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Choose_TermInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_choose_term(inputs)
	return __en.errors_cart_choose_term(inputs)
});
/**
* | output |
* | --- |
* | "{name} bought outright has no term. Remove the {term}-month term." |
*
* @param {Errors_Cart_Outright_No_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_outright_no_term = /** @type {((inputs: Errors_Cart_Outright_No_TermInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Outright_No_TermInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_outright_no_term(inputs)
	return __en.errors_cart_outright_no_term(inputs)
});
/**
* | output |
* | --- |
* | "{name} is not offered over {term} months. Choose {terms} months." |
*
* @param {Errors_Cart_Term_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_not_offered = /** @type {((inputs: Errors_Cart_Term_Not_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Term_Not_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_term_not_offered(inputs)
	return __en.errors_cart_term_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "PivotCare covers subscribed and rented furniture; {name} as {kind} cannot have it. Turn PivotCare off for it." |
*
* @param {Errors_Cart_Pivotcare_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_pivotcare_not_offered = /** @type {((inputs: Errors_Cart_Pivotcare_Not_OfferedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Pivotcare_Not_OfferedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_pivotcare_not_offered(inputs)
	return __en.errors_cart_pivotcare_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "We could not find this item among yours to return." |
*
* @param {Errors_Cart_Return_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_not_found = /** @type {((inputs?: Errors_Cart_Return_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Return_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_return_not_found(inputs)
	return __en.errors_cart_return_not_found(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {refusal}" |
*
* @param {Errors_Cart_Item_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_item_refusal = /** @type {((inputs: Errors_Cart_Item_RefusalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Item_RefusalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_item_refusal(inputs)
	return __en.errors_cart_item_refusal(inputs)
});
/**
* | output |
* | --- |
* | "Pay with either a saved card or a new card, not both." |
*
* @param {Errors_Checkout_Card_EitherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_either = /** @type {((inputs?: Errors_Checkout_Card_EitherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Card_EitherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_card_either(inputs)
	return __en.errors_checkout_card_either(inputs)
});
/**
* | output |
* | --- |
* | "The card details have expired. Enter the card again." |
*
* @param {Errors_Checkout_Card_Details_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_details_expired = /** @type {((inputs?: Errors_Checkout_Card_Details_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Card_Details_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_card_details_expired(inputs)
	return __en.errors_checkout_card_details_expired(inputs)
});
/**
* | output |
* | --- |
* | "That saved card was not found. Choose another card." |
*
* @param {Errors_Checkout_Saved_Card_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_saved_card_not_found = /** @type {((inputs?: Errors_Checkout_Saved_Card_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Saved_Card_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_saved_card_not_found(inputs)
	return __en.errors_checkout_saved_card_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The checkout is missing its idempotency key (8-100 letters, digits, - or _). Reload the checkout page." |
*
* @param {Errors_Checkout_Idempotency_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_idempotency_key = /** @type {((inputs?: Errors_Checkout_Idempotency_KeyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Idempotency_KeyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_idempotency_key(inputs)
	return __en.errors_checkout_idempotency_key(inputs)
});
/**
* | output |
* | --- |
* | "Returns cannot be booked at checkout yet. Remove them from your cart to place this order, and contact us to arrange the pickup." |
*
* @param {Errors_Checkout_No_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_no_returns = /** @type {((inputs?: Errors_Checkout_No_ReturnsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_No_ReturnsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_no_returns(inputs)
	return __en.errors_checkout_no_returns(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty. Add something before checking out." |
*
* @param {Errors_Checkout_Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_empty = /** @type {((inputs?: Errors_Checkout_Cart_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Cart_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_cart_empty(inputs)
	return __en.errors_checkout_cart_empty(inputs)
});
/**
* | output |
* | --- |
* | "Choose a delivery address." |
*
* @param {Errors_Checkout_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_address = /** @type {((inputs?: Errors_Checkout_Choose_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Choose_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_choose_address(inputs)
	return __en.errors_checkout_choose_address(inputs)
});
/**
* | output |
* | --- |
* | "The expected amount must be a positive amount in dollars and cents." |
*
* @param {Errors_Checkout_Expected_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expected_amount = /** @type {((inputs?: Errors_Checkout_Expected_AmountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Expected_AmountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_expected_amount(inputs)
	return __en.errors_checkout_expected_amount(inputs)
});
/**
* | output |
* | --- |
* | "Type your full name to sign the agreement." |
*
* @param {Errors_Checkout_Sign_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sign_full_name = /** @type {((inputs?: Errors_Checkout_Sign_Full_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Sign_Full_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_sign_full_name(inputs)
	return __en.errors_checkout_sign_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Sign with your first and last name as they are on the order: {name}." |
*
* @param {Errors_Checkout_Signature_MismatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_signature_mismatch = /** @type {((inputs: Errors_Checkout_Signature_MismatchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Signature_MismatchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_signature_mismatch(inputs)
	return __en.errors_checkout_signature_mismatch(inputs)
});
/**
* | output |
* | --- |
* | "Ask for at most {max} orders at once." |
*
* @param {Errors_Checkout_Max_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_max_orders = /** @type {((inputs: Errors_Checkout_Max_OrdersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Max_OrdersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_max_orders(inputs)
	return __en.errors_checkout_max_orders(inputs)
});
/**
* | output |
* | --- |
* | "We could not find an agreement to sign for that order." |
*
* @param {Errors_Checkout_Agreement_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_agreement_not_found = /** @type {((inputs?: Errors_Checkout_Agreement_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Agreement_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_agreement_not_found(inputs)
	return __en.errors_checkout_agreement_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Your card was declined. Try another card." |
*
* @param {Errors_Checkout_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_declined = /** @type {((inputs?: Errors_Checkout_Card_DeclinedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Card_DeclinedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_card_declined(inputs)
	return __en.errors_checkout_card_declined(inputs)
});
/**
* | output |
* | --- |
* | "Your card has insufficient funds." |
*
* @param {Errors_Checkout_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_insufficient_funds = /** @type {((inputs?: Errors_Checkout_Insufficient_FundsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Insufficient_FundsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_insufficient_funds(inputs)
	return __en.errors_checkout_insufficient_funds(inputs)
});
/**
* | output |
* | --- |
* | "Your card has expired. Try another card." |
*
* @param {Errors_Checkout_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expired_card = /** @type {((inputs?: Errors_Checkout_Expired_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Expired_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_expired_card(inputs)
	return __en.errors_checkout_expired_card(inputs)
});
/**
* | output |
* | --- |
* | "Your payment could not be completed and was cancelled; you have not been charged. Please place your order again." |
*
* @param {Errors_Checkout_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_payment_cancelled = /** @type {((inputs?: Errors_Checkout_Payment_CancelledInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Payment_CancelledInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_payment_cancelled(inputs)
	return __en.errors_checkout_payment_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "We could not find that delivery address. Choose or add an address." |
*
* @param {Errors_Checkout_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_address_not_found = /** @type {((inputs?: Errors_Checkout_Address_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Address_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_address_not_found(inputs)
	return __en.errors_checkout_address_not_found(inputs)
});
/**
* | output |
* | --- |
* | "{city} delivers to addresses in {cityProvince}, and this address is in {province}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Other_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_other_province = /** @type {((inputs: Errors_Checkout_Other_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Other_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_other_province(inputs)
	return __en.errors_checkout_other_province(inputs)
});
/**
* | output |
* | --- |
* | "Our {city} crew does not reach {postalCode}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Out_Of_ReachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_out_of_reach = /** @type {((inputs: Errors_Checkout_Out_Of_ReachInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Out_Of_ReachInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_out_of_reach(inputs)
	return __en.errors_checkout_out_of_reach(inputs)
});
/**
* | output |
* | --- |
* | "Prices changed since you reviewed your order: the amount to pay is now {amount}. Review your order and place it again." |
*
* @param {Errors_Checkout_Prices_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_prices_changed = /** @type {((inputs: Errors_Checkout_Prices_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Prices_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_prices_changed(inputs)
	return __en.errors_checkout_prices_changed(inputs)
});
/**
* | output |
* | --- |
* | "Choose a card to pay with." |
*
* @param {Errors_Checkout_Choose_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_card = /** @type {((inputs?: Errors_Checkout_Choose_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Choose_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_choose_card(inputs)
	return __en.errors_checkout_choose_card(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, {name} just sold out in {city}. Remove it from your cart or choose fewer." |
*
* @param {Errors_Checkout_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sold_out = /** @type {((inputs: Errors_Checkout_Sold_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Sold_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_sold_out(inputs)
	return __en.errors_checkout_sold_out(inputs)
});
/**
* | output |
* | --- |
* | "Your account balance changed while you were checking out. Review your order and place it again." |
*
* @param {Errors_Checkout_Balance_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_balance_changed = /** @type {((inputs?: Errors_Checkout_Balance_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Balance_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_balance_changed(inputs)
	return __en.errors_checkout_balance_changed(inputs)
});
/**
* | output |
* | --- |
* | "Your order is still being processed. Check your orders in a minute before trying again." |
*
* @param {Errors_Checkout_Still_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_still_processing = /** @type {((inputs?: Errors_Checkout_Still_ProcessingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Still_ProcessingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_still_processing(inputs)
	return __en.errors_checkout_still_processing(inputs)
});
/**
* | output |
* | --- |
* | "This checkout was already used for a different order. Reload the checkout page and place your order again." |
*
* @param {Errors_Checkout_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_key_reused = /** @type {((inputs?: Errors_Checkout_Key_ReusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Key_ReusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_key_reused(inputs)
	return __en.errors_checkout_key_reused(inputs)
});
/**
* | output |
* | --- |
* | "Your account was not found. Please sign in again." |
*
* @param {Errors_Account_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_not_found = /** @type {((inputs?: Errors_Account_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Account_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_account_not_found(inputs)
	return __en.errors_account_not_found(inputs)
});
/**
* | output |
* | --- |
* | "An item in your cart" |
*
* @param {Errors_Checkout_Cart_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_item = /** @type {((inputs?: Errors_Checkout_Cart_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Cart_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_cart_item(inputs)
	return __en.errors_checkout_cart_item(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {problem}" |
*
* @param {Errors_Checkout_Cart_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_problem = /** @type {((inputs: Errors_Checkout_Cart_ProblemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Checkout_Cart_ProblemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_checkout_cart_problem(inputs)
	return __en.errors_checkout_cart_problem(inputs)
});
/**
* | output |
* | --- |
* | "This item is no longer sold. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_sold = /** @type {((inputs?: Errors_Cart_No_Longer_SoldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_No_Longer_SoldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_no_longer_sold(inputs)
	return __en.errors_cart_no_longer_sold(inputs)
});
/**
* | output |
* | --- |
* | "This item is no longer available. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_available = /** @type {((inputs?: Errors_Cart_No_Longer_AvailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_No_Longer_AvailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_no_longer_available(inputs)
	return __en.errors_cart_no_longer_available(inputs)
});
/**
* | output |
* | --- |
* | "This item is not available in {city}." |
*
* @param {Errors_Cart_Not_At_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_at_depot = /** @type {((inputs: Errors_Cart_Not_At_DepotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_At_DepotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_at_depot(inputs)
	return __en.errors_cart_not_at_depot(inputs)
});
/**
* | output |
* | --- |
* | "This item cannot be bought right now. Please remove it from your cart." |
*
* @param {Errors_Cart_Not_For_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_for_sale = /** @type {((inputs?: Errors_Cart_Not_For_SaleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_For_SaleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_for_sale(inputs)
	return __en.errors_cart_not_for_sale(inputs)
});
/**
* | output |
* | --- |
* | "This item is out of stock." |
*
* @param {Errors_Cart_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_out_of_stock = /** @type {((inputs?: Errors_Cart_Out_Of_StockInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Out_Of_StockInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_out_of_stock(inputs)
	return __en.errors_cart_out_of_stock(inputs)
});
/**
* | output |
* | --- |
* | "Only {available} available in {city}. Choose {available} or fewer." |
*
* @param {Errors_Cart_Not_Enough_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_enough_stock = /** @type {((inputs: Errors_Cart_Not_Enough_StockInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Cart_Not_Enough_StockInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_cart_not_enough_stock(inputs)
	return __en.errors_cart_not_enough_stock(inputs)
});
/**
* | output |
* | --- |
* | "Choose a delivery day." |
*
* @param {Errors_Delivery_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_choose_day = /** @type {((inputs?: Errors_Delivery_Choose_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Delivery_Choose_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_delivery_choose_day(inputs)
	return __en.errors_delivery_choose_day(inputs)
});
/**
* | output |
* | --- |
* | "Choose a pickup day." |
*
* @param {Errors_Pickup_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_choose_day = /** @type {((inputs?: Errors_Pickup_Choose_DayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Pickup_Choose_DayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_pickup_choose_day(inputs)
	return __en.errors_pickup_choose_day(inputs)
});
/**
* | output |
* | --- |
* | "The earliest delivery day for this order is {date}. Choose that day or a later one." |
*
* @param {Errors_Delivery_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_earliest = /** @type {((inputs: Errors_Delivery_EarliestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Delivery_EarliestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_delivery_earliest(inputs)
	return __en.errors_delivery_earliest(inputs)
});
/**
* | output |
* | --- |
* | "The earliest pickup day is {date}. Choose that day or a later one." |
*
* @param {Errors_Pickup_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_earliest = /** @type {((inputs: Errors_Pickup_EarliestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Pickup_EarliestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_pickup_earliest(inputs)
	return __en.errors_pickup_earliest(inputs)
});
/**
* | output |
* | --- |
* | "Sale orders are picked up within {days} days. Choose a day by {date}." |
*
* @param {Errors_Sale_Pickup_WithinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_pickup_within = /** @type {((inputs: Errors_Sale_Pickup_WithinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Sale_Pickup_WithinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_sale_pickup_within(inputs)
	return __en.errors_sale_pickup_within(inputs)
});
/**
* | output |
* | --- |
* | "Deliveries can be booked up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Delivery_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_days_ahead = /** @type {((inputs: Errors_Delivery_Days_AheadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Delivery_Days_AheadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_delivery_days_ahead(inputs)
	return __en.errors_delivery_days_ahead(inputs)
});
/**
* | output |
* | --- |
* | "Pickups can be booked up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Pickup_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_days_ahead = /** @type {((inputs: Errors_Pickup_Days_AheadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Pickup_Days_AheadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_pickup_days_ahead(inputs)
	return __en.errors_pickup_days_ahead(inputs)
});
/**
* | output |
* | --- |
* | "{depot} does not deliver on {weekday}s. Choose another day." |
*
* @param {Errors_Delivery_No_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_no_weekday = /** @type {((inputs: Errors_Delivery_No_WeekdayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Delivery_No_WeekdayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_delivery_no_weekday(inputs)
	return __en.errors_delivery_no_weekday(inputs)
});
/**
* | output |
* | --- |
* | "{depot} does not pick up on {weekday}s. Choose another day." |
*
* @param {Errors_Pickup_No_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_no_weekday = /** @type {((inputs: Errors_Pickup_No_WeekdayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Pickup_No_WeekdayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_pickup_no_weekday(inputs)
	return __en.errors_pickup_no_weekday(inputs)
});
/**
* | output |
* | --- |
* | "Orders are picked up at the warehouse during the liquidation sale. Choose pickup." |
*
* @param {Errors_Sale_Choose_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_choose_pickup = /** @type {((inputs?: Errors_Sale_Choose_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Sale_Choose_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_sale_choose_pickup(inputs)
	return __en.errors_sale_choose_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Choose a delivery time: {windows}." |
*
* @param {Errors_Delivery_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_choose_time = /** @type {((inputs: Errors_Delivery_Choose_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Delivery_Choose_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_delivery_choose_time(inputs)
	return __en.errors_delivery_choose_time(inputs)
});
/**
* | output |
* | --- |
* | "Choose a pickup time: {windows}." |
*
* @param {Errors_Pickup_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_choose_time = /** @type {((inputs: Errors_Pickup_Choose_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Pickup_Choose_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_pickup_choose_time(inputs)
	return __en.errors_pickup_choose_time(inputs)
});
/**
* | output |
* | --- |
* | "That time window has already started today. Choose a later window or another day." |
*
* @param {Errors_Window_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_started = /** @type {((inputs?: Errors_Window_StartedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_StartedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_started(inputs)
	return __en.errors_window_started(inputs)
});
/**
* | output |
* | --- |
* | "{name}, {from} to {to}" |
*
* @param {Errors_Window_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_label = /** @type {((inputs: Errors_Window_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_label(inputs)
	return __en.errors_window_label(inputs)
});
/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Errors_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_morning = /** @type {((inputs?: Errors_Window_MorningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_MorningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_morning(inputs)
	return __en.errors_window_morning(inputs)
});
/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Errors_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_afternoon = /** @type {((inputs?: Errors_Window_AfternoonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_AfternoonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_afternoon(inputs)
	return __en.errors_window_afternoon(inputs)
});
/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Errors_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_evening = /** @type {((inputs?: Errors_Window_EveningInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_EveningInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_evening(inputs)
	return __en.errors_window_evening(inputs)
});
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Errors_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_anytime = /** @type {((inputs?: Errors_Window_AnytimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_AnytimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_anytime(inputs)
	return __en.errors_window_anytime(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Errors_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_pickup = /** @type {((inputs?: Errors_Window_PickupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Window_PickupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_window_pickup(inputs)
	return __en.errors_window_pickup(inputs)
});
/**
* | output |
* | --- |
* | "\"{value}\" is not a calendar date. Write it as YYYY-MM-DD, for example 2025-04-01." |
*
* @param {Errors_Not_A_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_date = /** @type {((inputs: Errors_Not_A_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Not_A_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_not_a_date(inputs)
	return __en.errors_not_a_date(inputs)
});
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian postal code. Write it like K1A 0B1." |
*
* @param {Errors_Not_A_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_postal_code = /** @type {((inputs: Errors_Not_A_Postal_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Not_A_Postal_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_not_a_postal_code(inputs)
	return __en.errors_not_a_postal_code(inputs)
});
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian province or territory. Use one of {codes}." |
*
* @param {Errors_Not_A_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_province = /** @type {((inputs: Errors_Not_A_ProvinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Errors_Not_A_ProvinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return __fr.errors_not_a_province(inputs)
	return __en.errors_not_a_province(inputs)
});