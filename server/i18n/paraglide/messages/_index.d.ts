/**
* | output |
* | --- |
* | "Something went wrong on our side. Please try again in a moment." |
*
* @param {Errors_InternalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_internal: ((inputs?: Errors_InternalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_InternalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart holds at most {max} lines." |
*
* @param {Errors_Cart_Max_LinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_lines: ((inputs: Errors_Cart_Max_LinesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Max_LinesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to return items you have with us." |
*
* @param {Errors_Cart_Sign_In_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_sign_in_returns: ((inputs?: Errors_Cart_Sign_In_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Sign_In_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart holds at most {max} returns." |
*
* @param {Errors_Cart_Max_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_max_returns: ((inputs: Errors_Cart_Max_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Max_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "A cart line has no product. Remove it and add the item again." |
*
* @param {Errors_Cart_Line_No_ProductInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_line_no_product: ((inputs?: Errors_Cart_Line_No_ProductInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Line_No_ProductInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a quantity from {min} to {max} (got {got})." |
*
* @param {Errors_Cart_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_quantity_range: ((inputs: Errors_Cart_Quantity_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Quantity_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{option}\" is not a purchase option. Use one of {options}." |
*
* @param {Errors_Cart_Not_Purchase_OptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_purchase_option: ((inputs: Errors_Cart_Not_Purchase_OptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Purchase_OptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The term length must be a whole number of months." |
*
* @param {Errors_Cart_Term_Whole_MonthsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_whole_months: ((inputs?: Errors_Cart_Term_Whole_MonthsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Term_Whole_MonthsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The chosen options are not readable. Choose them again." |
*
* @param {Errors_Cart_Options_UnreadableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_options_unreadable: ((inputs?: Errors_Cart_Options_UnreadableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Options_UnreadableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a return quantity from {min} to {max}." |
*
* @param {Errors_Cart_Return_Quantity_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_quantity_range: ((inputs: Errors_Cart_Return_Quantity_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Return_Quantity_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a subscription" |
*
* @param {Errors_Cart_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_subscription: ((inputs?: Errors_Cart_Kind_SubscriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_SubscriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "monthly financing" |
*
* @param {Errors_Cart_Kind_FinancingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_financing: ((inputs?: Errors_Cart_Kind_FinancingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_FinancingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a rental" |
*
* @param {Errors_Cart_Kind_RentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_rent: ((inputs?: Errors_Cart_Kind_RentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_RentInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "a purchase" |
*
* @param {Errors_Cart_Kind_PurchaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_kind_purchase: ((inputs?: Errors_Cart_Kind_PurchaseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Kind_PurchaseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not offered as {kind} ({option}). Choose another way to pay for it." |
*
* @param {Errors_Cart_Not_Offered_AsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_offered_as: ((inputs: Errors_Cart_Not_Offered_AsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Offered_AsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a term for {name}: {terms} months." |
*
* @param {Errors_Cart_Choose_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_choose_term: ((inputs: Errors_Cart_Choose_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Choose_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} bought outright has no term. Remove the {term}-month term." |
*
* @param {Errors_Cart_Outright_No_TermInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_outright_no_term: ((inputs: Errors_Cart_Outright_No_TermInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Outright_No_TermInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not offered over {term} months. Choose {terms} months." |
*
* @param {Errors_Cart_Term_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_term_not_offered: ((inputs: Errors_Cart_Term_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Term_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "PivotCare covers subscribed and rented furniture; {name} as {kind} cannot have it. Turn PivotCare off for it." |
*
* @param {Errors_Cart_Pivotcare_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_pivotcare_not_offered: ((inputs: Errors_Cart_Pivotcare_Not_OfferedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Pivotcare_Not_OfferedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find this item among yours to return." |
*
* @param {Errors_Cart_Return_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_return_not_found: ((inputs?: Errors_Cart_Return_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Return_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {refusal}" |
*
* @param {Errors_Cart_Item_RefusalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_item_refusal: ((inputs: Errors_Cart_Item_RefusalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Item_RefusalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with either a saved card or a new card, not both." |
*
* @param {Errors_Checkout_Card_EitherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_either: ((inputs?: Errors_Checkout_Card_EitherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_EitherInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The card details have expired. Enter the card again." |
*
* @param {Errors_Checkout_Card_Details_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_details_expired: ((inputs?: Errors_Checkout_Card_Details_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_Details_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That saved card was not found. Choose another card." |
*
* @param {Errors_Checkout_Saved_Card_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_saved_card_not_found: ((inputs?: Errors_Checkout_Saved_Card_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Saved_Card_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The checkout is missing its idempotency key (8-100 letters, digits, - or _). Reload the checkout page." |
*
* @param {Errors_Checkout_Idempotency_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_idempotency_key: ((inputs?: Errors_Checkout_Idempotency_KeyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Idempotency_KeyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Returns cannot be booked at checkout yet. Remove them from your cart to place this order, and contact us to arrange the pickup." |
*
* @param {Errors_Checkout_No_ReturnsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_no_returns: ((inputs?: Errors_Checkout_No_ReturnsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_No_ReturnsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your cart is empty. Add something before checking out." |
*
* @param {Errors_Checkout_Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_empty: ((inputs?: Errors_Checkout_Cart_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery address." |
*
* @param {Errors_Checkout_Choose_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_address: ((inputs?: Errors_Checkout_Choose_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Choose_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The expected amount must be a positive amount in dollars and cents." |
*
* @param {Errors_Checkout_Expected_AmountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expected_amount: ((inputs?: Errors_Checkout_Expected_AmountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Expected_AmountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Type your full name to sign the agreement." |
*
* @param {Errors_Checkout_Sign_Full_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sign_full_name: ((inputs?: Errors_Checkout_Sign_Full_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Sign_Full_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sign with your first and last name as they are on the order: {name}." |
*
* @param {Errors_Checkout_Signature_MismatchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_signature_mismatch: ((inputs: Errors_Checkout_Signature_MismatchInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Signature_MismatchInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for at most {max} orders at once." |
*
* @param {Errors_Checkout_Max_OrdersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_max_orders: ((inputs: Errors_Checkout_Max_OrdersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Max_OrdersInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find an agreement to sign for that order." |
*
* @param {Errors_Checkout_Agreement_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_agreement_not_found: ((inputs?: Errors_Checkout_Agreement_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Agreement_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined. Try another card." |
*
* @param {Errors_Checkout_Card_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_card_declined: ((inputs?: Errors_Checkout_Card_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Card_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has insufficient funds." |
*
* @param {Errors_Checkout_Insufficient_FundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_insufficient_funds: ((inputs?: Errors_Checkout_Insufficient_FundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Insufficient_FundsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has expired. Try another card." |
*
* @param {Errors_Checkout_Expired_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_expired_card: ((inputs?: Errors_Checkout_Expired_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Expired_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your payment could not be completed and was cancelled; you have not been charged. Please place your order again." |
*
* @param {Errors_Checkout_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_payment_cancelled: ((inputs?: Errors_Checkout_Payment_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Payment_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that delivery address. Choose or add an address." |
*
* @param {Errors_Checkout_Address_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_address_not_found: ((inputs?: Errors_Checkout_Address_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Address_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{city} delivers to addresses in {cityProvince}, and this address is in {province}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Other_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_other_province: ((inputs: Errors_Checkout_Other_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Other_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our {city} crew does not reach {postalCode}. Choose the city nearest the address, or another address." |
*
* @param {Errors_Checkout_Out_Of_ReachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_out_of_reach: ((inputs: Errors_Checkout_Out_Of_ReachInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Out_Of_ReachInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Prices changed since you reviewed your order: the amount to pay is now {amount}. Review your order and place it again." |
*
* @param {Errors_Checkout_Prices_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_prices_changed: ((inputs: Errors_Checkout_Prices_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Prices_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a card to pay with." |
*
* @param {Errors_Checkout_Choose_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_choose_card: ((inputs?: Errors_Checkout_Choose_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Choose_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, {name} just sold out in {city}. Remove it from your cart or choose fewer." |
*
* @param {Errors_Checkout_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_sold_out: ((inputs: Errors_Checkout_Sold_OutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Sold_OutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account balance changed while you were checking out. Review your order and place it again." |
*
* @param {Errors_Checkout_Balance_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_balance_changed: ((inputs?: Errors_Checkout_Balance_ChangedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Balance_ChangedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is still being processed. Check your orders in a minute before trying again." |
*
* @param {Errors_Checkout_Still_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_still_processing: ((inputs?: Errors_Checkout_Still_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Still_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This checkout was already used for a different order. Reload the checkout page and place your order again." |
*
* @param {Errors_Checkout_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_key_reused: ((inputs?: Errors_Checkout_Key_ReusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Key_ReusedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account was not found. Please sign in again." |
*
* @param {Errors_Account_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_account_not_found: ((inputs?: Errors_Account_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "An item in your cart" |
*
* @param {Errors_Checkout_Cart_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_item: ((inputs?: Errors_Checkout_Cart_ItemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_ItemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {problem}" |
*
* @param {Errors_Checkout_Cart_ProblemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_checkout_cart_problem: ((inputs: Errors_Checkout_Cart_ProblemInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Checkout_Cart_ProblemInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is no longer sold. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_SoldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_sold: ((inputs?: Errors_Cart_No_Longer_SoldInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_No_Longer_SoldInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is no longer available. Please remove it from your cart." |
*
* @param {Errors_Cart_No_Longer_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_no_longer_available: ((inputs?: Errors_Cart_No_Longer_AvailableInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_No_Longer_AvailableInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is not available in {city}." |
*
* @param {Errors_Cart_Not_At_DepotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_at_depot: ((inputs: Errors_Cart_Not_At_DepotInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_At_DepotInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item cannot be bought right now. Please remove it from your cart." |
*
* @param {Errors_Cart_Not_For_SaleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_for_sale: ((inputs?: Errors_Cart_Not_For_SaleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_For_SaleInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This item is out of stock." |
*
* @param {Errors_Cart_Out_Of_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_out_of_stock: ((inputs?: Errors_Cart_Out_Of_StockInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Out_Of_StockInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Only {available} available in {city}. Choose {available} or fewer." |
*
* @param {Errors_Cart_Not_Enough_StockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_cart_not_enough_stock: ((inputs: Errors_Cart_Not_Enough_StockInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cart_Not_Enough_StockInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery day." |
*
* @param {Errors_Delivery_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_choose_day: ((inputs?: Errors_Delivery_Choose_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_Choose_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a pickup day." |
*
* @param {Errors_Pickup_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_choose_day: ((inputs?: Errors_Pickup_Choose_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_Choose_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The earliest delivery day for this order is {date}. Choose that day or a later one." |
*
* @param {Errors_Delivery_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_earliest: ((inputs: Errors_Delivery_EarliestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_EarliestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The earliest pickup day is {date}. Choose that day or a later one." |
*
* @param {Errors_Pickup_EarliestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_earliest: ((inputs: Errors_Pickup_EarliestInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_EarliestInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Sale orders are picked up within {days} days. Choose a day by {date}." |
*
* @param {Errors_Sale_Pickup_WithinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_pickup_within: ((inputs: Errors_Sale_Pickup_WithinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Sale_Pickup_WithinInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Deliveries can be booked up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Delivery_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_days_ahead: ((inputs: Errors_Delivery_Days_AheadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_Days_AheadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickups can be booked up to {days} days ahead. Choose a day by {date}." |
*
* @param {Errors_Pickup_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_days_ahead: ((inputs: Errors_Pickup_Days_AheadInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_Days_AheadInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{depot} does not deliver on {weekday}s. Choose another day." |
*
* @param {Errors_Delivery_No_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_no_weekday: ((inputs: Errors_Delivery_No_WeekdayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_No_WeekdayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{depot} does not pick up on {weekday}s. Choose another day." |
*
* @param {Errors_Pickup_No_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_no_weekday: ((inputs: Errors_Pickup_No_WeekdayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_No_WeekdayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Orders are picked up at the warehouse during the liquidation sale. Choose pickup." |
*
* @param {Errors_Sale_Choose_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_sale_choose_pickup: ((inputs?: Errors_Sale_Choose_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Sale_Choose_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a delivery time: {windows}." |
*
* @param {Errors_Delivery_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_delivery_choose_time: ((inputs: Errors_Delivery_Choose_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Delivery_Choose_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a pickup time: {windows}." |
*
* @param {Errors_Pickup_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_pickup_choose_time: ((inputs: Errors_Pickup_Choose_TimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Pickup_Choose_TimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "That time window has already started today. Choose a later window or another day." |
*
* @param {Errors_Window_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_started: ((inputs?: Errors_Window_StartedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_StartedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, {from} to {to}" |
*
* @param {Errors_Window_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_label: ((inputs: Errors_Window_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Errors_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_morning: ((inputs?: Errors_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Errors_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_afternoon: ((inputs?: Errors_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Errors_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_evening: ((inputs?: Errors_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Errors_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_anytime: ((inputs?: Errors_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup at the warehouse" |
*
* @param {Errors_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_window_pickup: ((inputs?: Errors_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a calendar date. Write it as YYYY-MM-DD, for example 2025-04-01." |
*
* @param {Errors_Not_A_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_date: ((inputs: Errors_Not_A_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian postal code. Write it like K1A 0B1." |
*
* @param {Errors_Not_A_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_postal_code: ((inputs: Errors_Not_A_Postal_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_Postal_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "\"{value}\" is not a Canadian province or territory. Use one of {codes}." |
*
* @param {Errors_Not_A_ProvinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const errors_not_a_province: ((inputs: Errors_Not_A_ProvinceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_A_ProvinceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "— Pivot" |
*
* @param {Mail_SignoffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_signoff: ((inputs?: Mail_SignoffInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_SignoffInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {Mail_Label_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_label_value: ((inputs: Mail_Label_ValueInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Label_ValueInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Or paste this address into your browser:" |
*
* @param {Mail_Paste_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_paste_address: ((inputs?: Mail_Paste_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Paste_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reset your Pivot password" |
*
* @param {Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_subject: ((inputs?: Mail_Reset_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Pivot account." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked: ((inputs?: Mail_Reset_AskedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_AskedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If it was you, choose a new password with the link below. It works once, for one hour." |
*
* @param {Mail_Reset_If_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_if_you: ((inputs?: Mail_Reset_If_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_If_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If it was not you, ignore this message: your password stays as it is." |
*
* @param {Mail_Reset_If_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_if_not_you: ((inputs?: Mail_Reset_If_Not_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_If_Not_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mail_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reset_action: ((inputs?: Mail_Reset_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your email address" |
*
* @param {Mail_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_subject: ((inputs?: Mail_Verify_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to Pivot! Confirm that this address is yours with the link below (it works for 24 hours)." |
*
* @param {Mail_Verify_WelcomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_welcome: ((inputs?: Mail_Verify_WelcomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_WelcomeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your new email address" |
*
* @param {Mail_Verify_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_subject: ((inputs?: Mail_Verify_Change_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Change_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You asked to use this address for your Pivot account." |
*
* @param {Mail_Verify_Change_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_asked: ((inputs?: Mail_Verify_Change_AskedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Change_AskedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm it with the link below within 24 hours; until then your account keeps its old address." |
*
* @param {Mail_Verify_Change_WithinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_change_within: ((inputs?: Mail_Verify_Change_WithinInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_Change_WithinInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm this address" |
*
* @param {Mail_Verify_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_verify_action: ((inputs?: Mail_Verify_ActionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_ActionInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Pivot email address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject: ((inputs?: Mail_Email_Changed_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Pivot account now uses {email} to sign in and receive mail." |
*
* @param {Mail_Email_Changed_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_now: ((inputs: Mail_Email_Changed_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you did not do this, contact us at once so we can secure your account." |
*
* @param {Mail_Email_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_not_you: ((inputs?: Mail_Email_Changed_Not_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Changed_Not_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Pivot password was changed" |
*
* @param {Mail_Password_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_subject: ((inputs?: Mail_Password_Changed_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_Changed_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The password of your Pivot account was just reset, and every device was signed out." |
*
* @param {Mail_Password_Changed_ResetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_reset: ((inputs?: Mail_Password_Changed_ResetInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_Changed_ResetInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If you did not do this, reset your password again and contact us." |
*
* @param {Mail_Password_Changed_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_password_changed_not_you: ((inputs?: Mail_Password_Changed_Not_YouInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Password_Changed_Not_YouInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}," |
*
* @param {Mail_Greeting_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_greeting_named: ((inputs: Mail_Greeting_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Greeting_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_GreetingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_greeting: ((inputs?: Mail_GreetingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_GreetingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot: {body}" |
*
* @param {Mail_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sms: ((inputs: Mail_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Mail_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_items: ((inputs?: Mail_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items:" |
*
* @param {Mail_Items_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_items_line: ((inputs?: Mail_Items_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Items_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions? Call {phone} or write to" |
*
* @param {Mail_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_questions: ((inputs: Mail_QuestionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_QuestionsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Questions? Call {phone} or write to {email}." |
*
* @param {Mail_Questions_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_questions_line: ((inputs: Mail_Questions_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Questions_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Mail_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_your_account: ((inputs?: Mail_Your_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Your_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{card} ending in {lastFour}" |
*
* @param {Mail_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_ending: ((inputs: Mail_Card_EndingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Card_EndingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "card" |
*
* @param {Mail_Card_GenericInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_generic: ((inputs?: Mail_Card_GenericInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Card_GenericInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your card on file" |
*
* @param {Mail_Card_On_FileInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_card_on_file: ((inputs?: Mail_Card_On_FileInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Card_On_FileInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Charged to {card}" |
*
* @param {Mail_Charged_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_charged_to: ((inputs: Mail_Charged_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Charged_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "morning" |
*
* @param {Mail_Window_MorningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_morning: ((inputs?: Mail_Window_MorningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_MorningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "afternoon" |
*
* @param {Mail_Window_AfternoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_afternoon: ((inputs?: Mail_Window_AfternoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_AfternoonInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "evening" |
*
* @param {Mail_Window_EveningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_evening: ((inputs?: Mail_Window_EveningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_EveningInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "any time" |
*
* @param {Mail_Window_AnytimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_anytime: ((inputs?: Mail_Window_AnytimeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_AnytimeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup at the warehouse" |
*
* @param {Mail_Window_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_pickup: ((inputs?: Mail_Window_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, {start} to {end}" |
*
* @param {Mail_Window_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_window_range: ((inputs: Mail_Window_RangeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Window_RangeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{weekday}, {day}, {window}" |
*
* @param {Mail_Visit_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_visit_when: ((inputs: Mail_Visit_WhenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Visit_WhenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{weekday}, {day}" |
*
* @param {Mail_Day_With_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_day_with_weekday: ((inputs: Mail_Day_With_WeekdayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Day_With_WeekdayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot warehouse" |
*
* @param {Mail_Warehouse_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_warehouse_name: ((inputs?: Mail_Warehouse_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Warehouse_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up at {place}, {address}, on {day}, between {open} and {close}." |
*
* @param {Mail_Pickup_SentenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_pickup_sentence: ((inputs: Mail_Pickup_SentenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Pickup_SentenceInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help you lift." |
*
* @param {Mail_Pickup_BringInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_pickup_bring: ((inputs?: Mail_Pickup_BringInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Pickup_BringInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery" |
*
* @param {Mail_Noun_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery: ((inputs?: Mail_Noun_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "delivery" |
*
* @param {Mail_Noun_Delivery_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery_the: ((inputs?: Mail_Noun_Delivery_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Delivery_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Mail_Noun_Delivery_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_delivery_label: ((inputs?: Mail_Noun_Delivery_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Delivery_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup" |
*
* @param {Mail_Noun_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup: ((inputs?: Mail_Noun_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "pickup" |
*
* @param {Mail_Noun_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup_the: ((inputs?: Mail_Noun_Pickup_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Pickup_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Mail_Noun_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_pickup_label: ((inputs?: Mail_Noun_Pickup_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Pickup_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup: ((inputs?: Mail_Noun_Warehouse_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Warehouse_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup_the: ((inputs?: Mail_Noun_Warehouse_Pickup_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Warehouse_Pickup_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Warehouse pickup" |
*
* @param {Mail_Noun_Warehouse_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_warehouse_pickup_label: ((inputs?: Mail_Noun_Warehouse_Pickup_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Warehouse_Pickup_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap visit" |
*
* @param {Mail_Noun_Swap_VisitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit: ((inputs?: Mail_Noun_Swap_VisitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Swap_VisitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap visit" |
*
* @param {Mail_Noun_Swap_Visit_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit_the: ((inputs?: Mail_Noun_Swap_Visit_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Swap_Visit_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap visit" |
*
* @param {Mail_Noun_Swap_Visit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_visit_label: ((inputs?: Mail_Noun_Swap_Visit_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Swap_Visit_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move pickup" |
*
* @param {Mail_Noun_Move_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup: ((inputs?: Mail_Noun_Move_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move pickup" |
*
* @param {Mail_Noun_Move_Pickup_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup_the: ((inputs?: Mail_Noun_Move_Pickup_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_Pickup_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move pickup" |
*
* @param {Mail_Noun_Move_Pickup_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_pickup_label: ((inputs?: Mail_Noun_Move_Pickup_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_Pickup_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move delivery" |
*
* @param {Mail_Noun_Move_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery: ((inputs?: Mail_Noun_Move_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move delivery" |
*
* @param {Mail_Noun_Move_Delivery_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery_the: ((inputs?: Mail_Noun_Move_Delivery_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_Delivery_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move delivery" |
*
* @param {Mail_Noun_Move_Delivery_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_delivery_label: ((inputs?: Mail_Noun_Move_Delivery_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_Delivery_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap" |
*
* @param {Mail_Noun_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap: ((inputs?: Mail_Noun_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap" |
*
* @param {Mail_Noun_Swap_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_swap_the: ((inputs?: Mail_Noun_Swap_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Swap_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move" |
*
* @param {Mail_Noun_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move: ((inputs?: Mail_Noun_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move" |
*
* @param {Mail_Noun_Move_TheInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_noun_move_the: ((inputs?: Mail_Noun_Move_TheInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Noun_Move_TheInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Mail_Row_ItemsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_items: ((inputs?: Mail_Row_ItemsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_ItemsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return fee" |
*
* @param {Mail_Row_Return_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_return_fee: ((inputs?: Mail_Row_Return_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Return_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap" |
*
* @param {Mail_Row_SwapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_swap: ((inputs?: Mail_Row_SwapInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_SwapInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move" |
*
* @param {Mail_Row_MoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_move: ((inputs?: Mail_Row_MoveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_MoveInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buyout" |
*
* @param {Mail_Row_BuyoutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_buyout: ((inputs?: Mail_Row_BuyoutInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_BuyoutInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swatches" |
*
* @param {Mail_Row_SwatchesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_swatches: ((inputs?: Mail_Row_SwatchesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_SwatchesInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Subtotal" |
*
* @param {Mail_Row_SubtotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_subtotal: ((inputs?: Mail_Row_SubtotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_SubtotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Visit fee" |
*
* @param {Mail_Row_Visit_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_visit_fee: ((inputs?: Mail_Row_Visit_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Visit_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move fee" |
*
* @param {Mail_Row_Move_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_move_fee: ((inputs?: Mail_Row_Move_FeeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Move_FeeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Mail_Row_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_delivery: ((inputs?: Mail_Row_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Assembly" |
*
* @param {Mail_Row_AssemblyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_assembly: ((inputs?: Mail_Row_AssemblyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_AssemblyInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Discount" |
*
* @param {Mail_Row_DiscountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_discount: ((inputs?: Mail_Row_DiscountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_DiscountInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Mail_Row_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_total: ((inputs?: Mail_Row_TotalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_TotalInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Account credit used" |
*
* @param {Mail_Row_Credit_UsedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_credit_used: ((inputs?: Mail_Row_Credit_UsedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Credit_UsedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Mail_Row_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_refunded: ((inputs?: Mail_Row_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip" |
*
* @param {Mail_Row_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_tip: ((inputs?: Mail_Row_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Mail_Row_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_paid: ((inputs?: Mail_Row_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Due now" |
*
* @param {Mail_Row_Due_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_due_now: ((inputs?: Mail_Row_Due_NowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Due_NowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (payment {period})" |
*
* @param {Mail_Row_Bill_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_bill_line: ((inputs: Mail_Row_Bill_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Bill_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (payment {period}), with PivotCare {care}" |
*
* @param {Mail_Row_Bill_Line_CareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_row_bill_line_care: ((inputs: Mail_Row_Bill_Line_CareInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Row_Bill_Line_CareInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Mail_Fact_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_address: ((inputs?: Mail_Fact_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Moving to" |
*
* @param {Mail_Fact_Moving_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_moving_to: ((inputs?: Mail_Fact_Moving_ToInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Moving_ToInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order number" |
*
* @param {Mail_Fact_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_order_number: ((inputs?: Mail_Fact_Order_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Order_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return number" |
*
* @param {Mail_Fact_Return_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_return_number: ((inputs?: Mail_Fact_Return_NumberInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Return_NumberInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pick up at" |
*
* @param {Mail_Fact_Pick_Up_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_pick_up_at: ((inputs?: Mail_Fact_Pick_Up_AtInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Pick_Up_AtInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Mail_Fact_WhenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_when: ((inputs?: Mail_Fact_WhenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_WhenInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Mail_Fact_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_picked_up: ((inputs?: Mail_Fact_Picked_UpInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Picked_UpInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Mail_Fact_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_delivered: ((inputs?: Mail_Fact_DeliveredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_DeliveredInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Bill date" |
*
* @param {Mail_Fact_Bill_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fact_bill_date: ((inputs?: Mail_Fact_Bill_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fact_Bill_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "View your receipt" |
*
* @param {Mail_Link_ReceiptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_receipt: ((inputs?: Mail_Link_ReceiptInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_ReceiptInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow or change your visits" |
*
* @param {Mail_Link_VisitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_visits: ((inputs?: Mail_Link_VisitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_VisitsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "See your visit" |
*
* @param {Mail_Link_See_VisitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_see_visit: ((inputs?: Mail_Link_See_VisitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_See_VisitInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow the crew on the day" |
*
* @param {Mail_Link_Follow_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_follow_crew: ((inputs?: Mail_Link_Follow_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_Follow_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Review your pieces" |
*
* @param {Mail_Link_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_review: ((inputs?: Mail_Link_ReviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_ReviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Tip the crew" |
*
* @param {Mail_Link_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_tip: ((inputs?: Mail_Link_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount} now" |
*
* @param {Mail_Link_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_pay: ((inputs: Mail_Link_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your receipts" |
*
* @param {Mail_Link_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_link_receipts: ((inputs?: Mail_Link_ReceiptsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Link_ReceiptsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We will email you the day before." |
*
* @param {Mail_Email_Day_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_email_day_before: ((inputs?: Mail_Email_Day_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Email_Day_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your return pickup is booked ({number})" |
*
* @param {Mail_Return_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_subject: ((inputs: Mail_Return_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup on {day}" |
*
* @param {Mail_Return_Preview_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_preview_day: ((inputs: Mail_Return_Preview_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Preview_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your return is booked" |
*
* @param {Mail_Return_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_preview: ((inputs?: Mail_Return_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your return pickup is booked" |
*
* @param {Mail_Return_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_heading: ((inputs?: Mail_Return_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return {number} is booked.{reminder} Leave the items where the crew can reach them." |
*
* @param {Mail_Return_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_booked: ((inputs: Mail_Return_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The return fee of {fee} is charged to your card on file when the crew picks the items up; billing for them stops that day." |
*
* @param {Mail_Return_Fee_LaterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_fee_later: ((inputs: Mail_Return_Fee_LaterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Fee_LaterInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "This pickup is free; billing for the items stops the day they are picked up." |
*
* @param {Mail_Return_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_free: ((inputs?: Mail_Return_FreeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_FreeInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "return {number} booked. Receipt: {url}" |
*
* @param {Mail_Return_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_sms: ((inputs: Mail_Return_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "return {number} booked for {day}. Receipt: {url}" |
*
* @param {Mail_Return_Sms_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_return_sms_day: ((inputs: Mail_Return_Sms_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Return_Sms_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your swap is booked ({number})" |
*
* @param {Mail_Swap_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_subject: ((inputs: Mail_Swap_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} charged · visit on {day}" |
*
* @param {Mail_Swap_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_preview: ((inputs: Mail_Swap_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} charged · visit on the day you chose" |
*
* @param {Mail_Swap_Preview_No_DayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_preview_no_day: ((inputs: Mail_Swap_Preview_No_DayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_Preview_No_DayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your swap is booked" |
*
* @param {Mail_Swap_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_heading: ((inputs?: Mail_Swap_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Swap {number} is booked: one crew visit brings your new piece and takes the old one away.{reminder}" |
*
* @param {Mail_Swap_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_booked: ((inputs: Mail_Swap_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "swap {number} booked, {total} charged. Receipt: {url}" |
*
* @param {Mail_Swap_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_swap_sms: ((inputs: Mail_Swap_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Swap_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your move is booked ({number})" |
*
* @param {Mail_Move_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_subject: ((inputs: Mail_Move_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} charged" |
*
* @param {Mail_Charged_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_charged_preview: ((inputs: Mail_Charged_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Charged_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your move is booked" |
*
* @param {Mail_Move_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_heading: ((inputs?: Mail_Move_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move {number} is booked." |
*
* @param {Mail_Move_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_booked: ((inputs: Mail_Move_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Move {number} is booked. We will email you the day before the pickup and again before the delivery at your new address." |
*
* @param {Mail_Move_Booked_VisitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_booked_visits: ((inputs: Mail_Move_Booked_VisitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_Booked_VisitsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "move {number} booked, {total} charged. Receipt: {url}" |
*
* @param {Mail_Move_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_move_sms: ((inputs: Mail_Move_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Move_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your buyout receipt ({number})" |
*
* @param {Mail_Buyout_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_subject: ((inputs: Mail_Buyout_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{total} charged · the pieces are yours" |
*
* @param {Mail_Buyout_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_preview: ((inputs: Mail_Buyout_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The pieces are yours" |
*
* @param {Mail_Buyout_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_heading: ((inputs?: Mail_Buyout_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Buyout {number} is paid: the pieces below are yours to keep, and their monthly billing has stopped." |
*
* @param {Mail_Buyout_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_paid: ((inputs: Mail_Buyout_PaidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_PaidInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "buyout {number} paid, {total}. Receipt: {url}" |
*
* @param {Mail_Buyout_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_buyout_sms: ((inputs: Mail_Buyout_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Buyout_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your Pivot order is confirmed ({number})" |
*
* @param {Mail_Order_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_subject: ((inputs: Mail_Order_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {partner} order is confirmed ({number})" |
*
* @param {Mail_Order_Subject_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_subject_partner: ((inputs: Mail_Order_Subject_PartnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Subject_PartnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup on {day}" |
*
* @param {Mail_Order_Preview_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview_pickup: ((inputs: Mail_Order_Preview_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Preview_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery on {day}" |
*
* @param {Mail_Order_Preview_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview_delivery: ((inputs: Mail_Order_Preview_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Preview_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number}" |
*
* @param {Mail_Order_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_preview: ((inputs: Mail_Order_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for your order" |
*
* @param {Mail_Order_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_heading: ((inputs?: Mail_Order_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {partner} order is confirmed" |
*
* @param {Mail_Order_Heading_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_heading_partner: ((inputs: Mail_Order_Heading_PartnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Heading_PartnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Order {number} is placed.{reminder}" |
*
* @param {Mail_Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_placed: ((inputs: Mail_Order_PlacedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_PlacedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for completing the order {partner} placed for you. Order {number} is confirmed.{reminder}" |
*
* @param {Mail_Order_Placed_PartnerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_placed_partner: ((inputs: Mail_Order_Placed_PartnerInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Placed_PartnerInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} confirmed. Receipt: {url}" |
*
* @param {Mail_Order_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms: ((inputs: Mail_Order_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} confirmed, pickup {day} at {address}. Receipt: {url}" |
*
* @param {Mail_Order_Sms_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms_pickup: ((inputs: Mail_Order_Sms_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Sms_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} confirmed, delivery {day}. Receipt: {url}" |
*
* @param {Mail_Order_Sms_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_order_sms_delivery: ((inputs: Mail_Order_Sms_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Order_Sms_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Reminder: your {noun} is tomorrow" |
*
* @param {Mail_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_subject: ((inputs: Mail_Reminder_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {noun} is tomorrow" |
*
* @param {Mail_Reminder_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_heading: ((inputs: Mail_Reminder_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your order is ready at the warehouse tomorrow. Bring photo ID matching the name on the order, your order number, a vehicle large enough and someone to help y..." |
*
* @param {Mail_Reminder_WarehouseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_warehouse: ((inputs?: Mail_Reminder_WarehouseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_WarehouseInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew comes tomorrow. Leave the items where the crew can reach them, with a clear path to the door." |
*
* @param {Mail_Reminder_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_pickup: ((inputs?: Mail_Reminder_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew comes tomorrow. Clear a path to the room the pieces go in; someone 18 or older needs to be home." |
*
* @param {Mail_Reminder_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_delivery: ((inputs?: Mail_Reminder_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Follow the crew on the day from the link below. To change the window, do it today." |
*
* @param {Mail_Reminder_FollowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_follow: ((inputs?: Mail_Reminder_FollowInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_FollowInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your {noun} is tomorrow, {when}. Details: {url}" |
*
* @param {Mail_Reminder_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_sms: ((inputs: Mail_Reminder_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up: order {number}" |
*
* @param {Mail_Picked_Up_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_subject: ((inputs: Mail_Picked_Up_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enjoy your pieces. A review?" |
*
* @param {Mail_Picked_Up_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_preview: ((inputs?: Mail_Picked_Up_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "You picked up your order" |
*
* @param {Mail_Picked_Up_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_heading: ((inputs?: Mail_Picked_Up_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for picking up your order. We hope you enjoy your new pieces; a review helps other customers choose." |
*
* @param {Mail_Picked_Up_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_thanks: ((inputs?: Mail_Picked_Up_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} is picked up. Review: {review}" |
*
* @param {Mail_Picked_Up_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_picked_up_sms: ((inputs: Mail_Picked_Up_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Picked_Up_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Delivered: order {number}" |
*
* @param {Mail_Delivered_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_subject: ((inputs: Mail_Delivered_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Enjoy your pieces. A tip for the crew? A review?" |
*
* @param {Mail_Delivered_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_preview: ((inputs?: Mail_Delivered_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your pieces are delivered" |
*
* @param {Mail_Delivered_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_heading: ((inputs?: Mail_Delivered_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew has finished. We hope you enjoy your new pieces." |
*
* @param {Mail_Delivered_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_done: ((inputs?: Mail_Delivered_DoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_DoneInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "If the crew did a great job, you can thank them with a tip; all of it goes to them. And a review helps other customers choose." |
*
* @param {Mail_Delivered_TipInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_tip: ((inputs?: Mail_Delivered_TipInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_TipInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "order {number} is delivered. Tip the crew: {tip} Review: {review}" |
*
* @param {Mail_Delivered_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_delivered_sms: ((inputs: Mail_Delivered_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delivered_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {noun} is cancelled ({number})" |
*
* @param {Mail_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_subject: ((inputs: Mail_Cancelled_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Mail_Cancelled_Preview_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_preview_refund: ((inputs: Mail_Cancelled_Preview_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_Preview_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{day} cancelled" |
*
* @param {Mail_Cancelled_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_preview: ((inputs: Mail_Cancelled_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your {noun} is cancelled" |
*
* @param {Mail_Cancelled_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_heading: ((inputs: Mail_Cancelled_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The {noun} of {when} is cancelled, as you asked." |
*
* @param {Mail_Cancelled_As_AskedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_as_asked: ((inputs: Mail_Cancelled_As_AskedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_As_AskedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We refunded {amount} to your card; it shows on your statement within 5 to 10 business days." |
*
* @param {Mail_Cancelled_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_refunded: ((inputs: Mail_Cancelled_RefundedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_RefundedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged for it, so there is nothing to refund." |
*
* @param {Mail_Cancelled_NothingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_nothing: ((inputs?: Mail_Cancelled_NothingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_NothingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The items stay with you, billed as before." |
*
* @param {Mail_Cancelled_Items_StayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_items_stay: ((inputs?: Mail_Cancelled_Items_StayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_Items_StayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your {noun} of {day} is cancelled. {url}" |
*
* @param {Mail_Cancelled_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_sms: ((inputs: Mail_Cancelled_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your {noun} of {day} is cancelled, {amount} refunded. {url}" |
*
* @param {Mail_Cancelled_Sms_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_sms_refund: ((inputs: Mail_Cancelled_Sms_RefundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Cancelled_Sms_RefundInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for your tip of {amount}" |
*
* @param {Mail_Tip_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_subject: ((inputs: Mail_Tip_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} for the crew of order {number}" |
*
* @param {Mail_Tip_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_preview: ((inputs: Mail_Tip_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for your tip" |
*
* @param {Mail_Tip_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_heading: ((inputs?: Mail_Tip_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "All of it goes to the crew that made your visit. It is on your receipt." |
*
* @param {Mail_Tip_All_CrewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_all_crew: ((inputs?: Mail_Tip_All_CrewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_All_CrewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "thank you for your {amount} tip. Receipt: {url}" |
*
* @param {Mail_Tip_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_tip_sms: ((inputs: Mail_Tip_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Tip_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined: {amount} is due" |
*
* @param {Mail_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_subject: ((inputs: Mail_Declined_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly bill of {day} could not be charged" |
*
* @param {Mail_Declined_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_preview: ((inputs: Mail_Declined_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not charge your monthly bill" |
*
* @param {Mail_Declined_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_heading: ((inputs?: Mail_Declined_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card ({card}) declined the monthly bill of {day}. {amount} is now overdue." |
*
* @param {Mail_Declined_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_card: ((inputs: Mail_Declined_CardInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_CardInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pay it now with the card on file or a new card. We will also try your card again in a few days." |
*
* @param {Mail_Declined_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_pay: ((inputs?: Mail_Declined_PayInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_PayInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your card declined your monthly bill of {amount}. Pay it here: {url}" |
*
* @param {Mail_Declined_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_declined_sms: ((inputs: Mail_Declined_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Declined_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly bill receipt: {amount}" |
*
* @param {Mail_Bill_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_subject: ((inputs: Mail_Bill_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly bill of {day}" |
*
* @param {Mail_Bill_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_preview: ((inputs: Mail_Bill_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly bill is paid" |
*
* @param {Mail_Bill_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_heading: ((inputs?: Mail_Bill_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. Here is the receipt of your monthly bill of {day}." |
*
* @param {Mail_Bill_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_thanks: ((inputs: Mail_Bill_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your monthly bill of {amount} is paid. Receipt: {url}" |
*
* @param {Mail_Bill_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_bill_sms: ((inputs: Mail_Bill_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Bill_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Payment received: {amount}" |
*
* @param {Mail_Overdue_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_subject: ((inputs: Mail_Overdue_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your overdue balance is paid" |
*
* @param {Mail_Overdue_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_preview: ((inputs?: Mail_Overdue_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you, your overdue balance is paid" |
*
* @param {Mail_Overdue_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_heading: ((inputs?: Mail_Overdue_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We received your payment of {amount} for what was overdue. Thank you." |
*
* @param {Mail_Overdue_ReceivedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_received: ((inputs: Mail_Overdue_ReceivedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_ReceivedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "we received your payment of {amount}. Receipts: {url}" |
*
* @param {Mail_Overdue_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_overdue_sms: ((inputs: Mail_Overdue_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Overdue_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined: the return fee of {amount} is due" |
*
* @param {Mail_Fee_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_subject: ((inputs: Mail_Fee_Declined_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return {number}" |
*
* @param {Mail_Fee_Declined_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_preview: ((inputs: Mail_Fee_Declined_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "We could not charge the return fee" |
*
* @param {Mail_Fee_Declined_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_heading: ((inputs?: Mail_Fee_Declined_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew picked up return {number}, and billing for the items stopped. Your card declined the return fee of {amount}; it is now overdue." |
*
* @param {Mail_Fee_Declined_PickedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_picked: ((inputs: Mail_Fee_Declined_PickedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_PickedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "your card declined the return fee of {amount}. Pay it here: {url}" |
*
* @param {Mail_Fee_Declined_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_declined_sms: ((inputs: Mail_Fee_Declined_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_Declined_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Return fee charged: {amount} ({number})" |
*
* @param {Mail_Fee_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_subject: ((inputs: Mail_Fee_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your items are picked up" |
*
* @param {Mail_Fee_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_preview: ((inputs?: Mail_Fee_PreviewInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_PreviewInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your items are picked up" |
*
* @param {Mail_Fee_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_heading: ((inputs?: Mail_Fee_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "The crew picked up return {number}, and billing for the items stopped. We charged the return fee of {amount} to {card}." |
*
* @param {Mail_Fee_ChargedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_charged: ((inputs: Mail_Fee_ChargedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_ChargedInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "return {number} picked up, return fee of {amount} charged. Receipt: {url}" |
*
* @param {Mail_Fee_SmsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_fee_sms: ((inputs: Mail_Fee_SmsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Fee_SmsInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Pivot Furniture Inc., PO Box 1042, Station A, Toronto ON M5W 1G5." |
*
* @param {Mail_Postal_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_postal_address: ((inputs?: Mail_Postal_AddressInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Postal_AddressInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your delivery is on its way today" |
*
* @param {Mail_Feed_Out_Subject_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_subject_delivery: ((inputs?: Mail_Feed_Out_Subject_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Out_Subject_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Your pickup is on its way today" |
*
* @param {Mail_Feed_Out_Subject_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_subject_pickup: ((inputs?: Mail_Feed_Out_Subject_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Out_Subject_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Our crew is 30 minutes away" |
*
* @param {Mail_Feed_Nearby_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_nearby_subject: ((inputs?: Mail_Feed_Nearby_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Nearby_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}, your Pivot delivery is out for delivery. Follow the crew: {url}" |
*
* @param {Mail_Feed_Out_Text_DeliveryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_text_delivery: ((inputs: Mail_Feed_Out_Text_DeliveryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Out_Text_DeliveryInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}, your Pivot pickup is out for delivery. Follow the crew: {url}" |
*
* @param {Mail_Feed_Out_Text_PickupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_out_text_pickup: ((inputs: Mail_Feed_Out_Text_PickupInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Out_Text_PickupInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "Hi {name}, our crew is 30 minutes away. Follow them: {url}" |
*
* @param {Mail_Feed_Nearby_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_feed_nearby_text: ((inputs: Mail_Feed_Nearby_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Feed_Nearby_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
/**
* | output |
* | --- |
* | "{code} is your Pivot verification code for {phone}. It expires in 10 minutes." |
*
* @param {Mail_Sms_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sms_code: ((inputs: Mail_Sms_CodeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Sms_CodeInputs, {
    locale?: "en" | "fr";
}, {}>;
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
export type Mail_SignoffInputs = {};
export type Mail_Label_ValueInputs = {
    label: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Mail_Paste_AddressInputs = {};
export type Mail_Reset_SubjectInputs = {};
export type Mail_Reset_AskedInputs = {};
export type Mail_Reset_If_YouInputs = {};
export type Mail_Reset_If_Not_YouInputs = {};
export type Mail_Reset_ActionInputs = {};
export type Mail_Verify_SubjectInputs = {};
export type Mail_Verify_WelcomeInputs = {};
export type Mail_Verify_Change_SubjectInputs = {};
export type Mail_Verify_Change_AskedInputs = {};
export type Mail_Verify_Change_WithinInputs = {};
export type Mail_Verify_ActionInputs = {};
export type Mail_Email_Changed_SubjectInputs = {};
export type Mail_Email_Changed_NowInputs = {
    email: NonNullable<unknown>;
};
export type Mail_Email_Changed_Not_YouInputs = {};
export type Mail_Password_Changed_SubjectInputs = {};
export type Mail_Password_Changed_ResetInputs = {};
export type Mail_Password_Changed_Not_YouInputs = {};
export type Mail_Greeting_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Mail_GreetingInputs = {};
export type Mail_SmsInputs = {
    body: NonNullable<unknown>;
};
export type Mail_ItemsInputs = {};
export type Mail_Items_LineInputs = {};
export type Mail_QuestionsInputs = {
    phone: NonNullable<unknown>;
};
export type Mail_Questions_LineInputs = {
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Mail_Your_AccountInputs = {};
export type Mail_Card_EndingInputs = {
    card: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
};
export type Mail_Card_GenericInputs = {};
export type Mail_Card_On_FileInputs = {};
export type Mail_Charged_ToInputs = {
    card: NonNullable<unknown>;
};
export type Mail_Window_MorningInputs = {};
export type Mail_Window_AfternoonInputs = {};
export type Mail_Window_EveningInputs = {};
export type Mail_Window_AnytimeInputs = {};
export type Mail_Window_PickupInputs = {};
export type Mail_Window_RangeInputs = {
    name: NonNullable<unknown>;
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
export type Mail_Visit_WhenInputs = {
    weekday: NonNullable<unknown>;
    day: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Mail_Day_With_WeekdayInputs = {
    weekday: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Mail_Warehouse_NameInputs = {};
export type Mail_Pickup_SentenceInputs = {
    place: NonNullable<unknown>;
    address: NonNullable<unknown>;
    day: NonNullable<unknown>;
    open: NonNullable<unknown>;
    close: NonNullable<unknown>;
};
export type Mail_Pickup_BringInputs = {};
export type Mail_Noun_DeliveryInputs = {};
export type Mail_Noun_Delivery_TheInputs = {};
export type Mail_Noun_Delivery_LabelInputs = {};
export type Mail_Noun_PickupInputs = {};
export type Mail_Noun_Pickup_TheInputs = {};
export type Mail_Noun_Pickup_LabelInputs = {};
export type Mail_Noun_Warehouse_PickupInputs = {};
export type Mail_Noun_Warehouse_Pickup_TheInputs = {};
export type Mail_Noun_Warehouse_Pickup_LabelInputs = {};
export type Mail_Noun_Swap_VisitInputs = {};
export type Mail_Noun_Swap_Visit_TheInputs = {};
export type Mail_Noun_Swap_Visit_LabelInputs = {};
export type Mail_Noun_Move_PickupInputs = {};
export type Mail_Noun_Move_Pickup_TheInputs = {};
export type Mail_Noun_Move_Pickup_LabelInputs = {};
export type Mail_Noun_Move_DeliveryInputs = {};
export type Mail_Noun_Move_Delivery_TheInputs = {};
export type Mail_Noun_Move_Delivery_LabelInputs = {};
export type Mail_Noun_SwapInputs = {};
export type Mail_Noun_Swap_TheInputs = {};
export type Mail_Noun_MoveInputs = {};
export type Mail_Noun_Move_TheInputs = {};
export type Mail_Row_ItemsInputs = {};
export type Mail_Row_Return_FeeInputs = {};
export type Mail_Row_SwapInputs = {};
export type Mail_Row_MoveInputs = {};
export type Mail_Row_BuyoutInputs = {};
export type Mail_Row_SwatchesInputs = {};
export type Mail_Row_SubtotalInputs = {};
export type Mail_Row_Visit_FeeInputs = {};
export type Mail_Row_Move_FeeInputs = {};
export type Mail_Row_DeliveryInputs = {};
export type Mail_Row_AssemblyInputs = {};
export type Mail_Row_DiscountInputs = {};
export type Mail_Row_TotalInputs = {};
export type Mail_Row_Credit_UsedInputs = {};
export type Mail_Row_RefundedInputs = {};
export type Mail_Row_TipInputs = {};
export type Mail_Row_PaidInputs = {};
export type Mail_Row_Due_NowInputs = {};
export type Mail_Row_Bill_LineInputs = {
    name: NonNullable<unknown>;
    period: NonNullable<unknown>;
};
export type Mail_Row_Bill_Line_CareInputs = {
    name: NonNullable<unknown>;
    period: NonNullable<unknown>;
    care: NonNullable<unknown>;
};
export type Mail_Fact_AddressInputs = {};
export type Mail_Fact_Moving_ToInputs = {};
export type Mail_Fact_Order_NumberInputs = {};
export type Mail_Fact_Return_NumberInputs = {};
export type Mail_Fact_Pick_Up_AtInputs = {};
export type Mail_Fact_WhenInputs = {};
export type Mail_Fact_Picked_UpInputs = {};
export type Mail_Fact_DeliveredInputs = {};
export type Mail_Fact_Bill_DateInputs = {};
export type Mail_Link_ReceiptInputs = {};
export type Mail_Link_VisitsInputs = {};
export type Mail_Link_See_VisitInputs = {};
export type Mail_Link_Follow_CrewInputs = {};
export type Mail_Link_ReviewInputs = {};
export type Mail_Link_TipInputs = {};
export type Mail_Link_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Link_ReceiptsInputs = {};
export type Mail_Email_Day_BeforeInputs = {};
export type Mail_Return_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Return_Preview_DayInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Return_PreviewInputs = {};
export type Mail_Return_HeadingInputs = {};
export type Mail_Return_BookedInputs = {
    number: NonNullable<unknown>;
    reminder: NonNullable<unknown>;
};
export type Mail_Return_Fee_LaterInputs = {
    fee: NonNullable<unknown>;
};
export type Mail_Return_FreeInputs = {};
export type Mail_Return_SmsInputs = {
    number: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Return_Sms_DayInputs = {
    number: NonNullable<unknown>;
    day: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Swap_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Swap_PreviewInputs = {
    total: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Mail_Swap_Preview_No_DayInputs = {
    total: NonNullable<unknown>;
};
export type Mail_Swap_HeadingInputs = {};
export type Mail_Swap_BookedInputs = {
    number: NonNullable<unknown>;
    reminder: NonNullable<unknown>;
};
export type Mail_Swap_SmsInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Move_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Charged_PreviewInputs = {
    total: NonNullable<unknown>;
};
export type Mail_Move_HeadingInputs = {};
export type Mail_Move_BookedInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Move_Booked_VisitsInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Move_SmsInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Buyout_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Buyout_PreviewInputs = {
    total: NonNullable<unknown>;
};
export type Mail_Buyout_HeadingInputs = {};
export type Mail_Buyout_PaidInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Buyout_SmsInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Order_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Order_Subject_PartnerInputs = {
    partner: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Mail_Order_Preview_PickupInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Order_Preview_DeliveryInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Order_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Order_HeadingInputs = {};
export type Mail_Order_Heading_PartnerInputs = {
    partner: NonNullable<unknown>;
};
export type Mail_Order_PlacedInputs = {
    number: NonNullable<unknown>;
    reminder: NonNullable<unknown>;
};
export type Mail_Order_Placed_PartnerInputs = {
    partner: NonNullable<unknown>;
    number: NonNullable<unknown>;
    reminder: NonNullable<unknown>;
};
export type Mail_Order_SmsInputs = {
    number: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Order_Sms_PickupInputs = {
    number: NonNullable<unknown>;
    day: NonNullable<unknown>;
    address: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Order_Sms_DeliveryInputs = {
    number: NonNullable<unknown>;
    day: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Reminder_SubjectInputs = {
    noun: NonNullable<unknown>;
};
export type Mail_Reminder_HeadingInputs = {
    noun: NonNullable<unknown>;
};
export type Mail_Reminder_WarehouseInputs = {};
export type Mail_Reminder_PickupInputs = {};
export type Mail_Reminder_DeliveryInputs = {};
export type Mail_Reminder_FollowInputs = {};
export type Mail_Reminder_SmsInputs = {
    noun: NonNullable<unknown>;
    when: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Picked_Up_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Picked_Up_PreviewInputs = {};
export type Mail_Picked_Up_HeadingInputs = {};
export type Mail_Picked_Up_ThanksInputs = {};
export type Mail_Picked_Up_SmsInputs = {
    number: NonNullable<unknown>;
    review: NonNullable<unknown>;
};
export type Mail_Delivered_SubjectInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Delivered_PreviewInputs = {};
export type Mail_Delivered_HeadingInputs = {};
export type Mail_Delivered_DoneInputs = {};
export type Mail_Delivered_TipInputs = {};
export type Mail_Delivered_SmsInputs = {
    number: NonNullable<unknown>;
    tip: NonNullable<unknown>;
    review: NonNullable<unknown>;
};
export type Mail_Cancelled_SubjectInputs = {
    noun: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Mail_Cancelled_Preview_RefundInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Cancelled_PreviewInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Cancelled_HeadingInputs = {
    noun: NonNullable<unknown>;
};
export type Mail_Cancelled_As_AskedInputs = {
    noun: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Mail_Cancelled_RefundedInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Cancelled_NothingInputs = {};
export type Mail_Cancelled_Items_StayInputs = {};
export type Mail_Cancelled_SmsInputs = {
    noun: NonNullable<unknown>;
    day: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Cancelled_Sms_RefundInputs = {
    noun: NonNullable<unknown>;
    day: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Tip_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Tip_PreviewInputs = {
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Mail_Tip_HeadingInputs = {};
export type Mail_Tip_All_CrewInputs = {};
export type Mail_Tip_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Declined_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Declined_PreviewInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Declined_HeadingInputs = {};
export type Mail_Declined_CardInputs = {
    card: NonNullable<unknown>;
    day: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Mail_Declined_PayInputs = {};
export type Mail_Declined_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Bill_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Bill_PreviewInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Bill_HeadingInputs = {};
export type Mail_Bill_ThanksInputs = {
    day: NonNullable<unknown>;
};
export type Mail_Bill_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Overdue_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Overdue_PreviewInputs = {};
export type Mail_Overdue_HeadingInputs = {};
export type Mail_Overdue_ReceivedInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Overdue_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Fee_Declined_SubjectInputs = {
    amount: NonNullable<unknown>;
};
export type Mail_Fee_Declined_PreviewInputs = {
    number: NonNullable<unknown>;
};
export type Mail_Fee_Declined_HeadingInputs = {};
export type Mail_Fee_Declined_PickedInputs = {
    number: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Mail_Fee_Declined_SmsInputs = {
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Fee_SubjectInputs = {
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Mail_Fee_PreviewInputs = {};
export type Mail_Fee_HeadingInputs = {};
export type Mail_Fee_ChargedInputs = {
    number: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Mail_Fee_SmsInputs = {
    number: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Postal_AddressInputs = {};
export type Mail_Feed_Out_Subject_DeliveryInputs = {};
export type Mail_Feed_Out_Subject_PickupInputs = {};
export type Mail_Feed_Nearby_SubjectInputs = {};
export type Mail_Feed_Out_Text_DeliveryInputs = {
    name: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Feed_Out_Text_PickupInputs = {
    name: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Feed_Nearby_TextInputs = {
    name: NonNullable<unknown>;
    url: NonNullable<unknown>;
};
export type Mail_Sms_CodeInputs = {
    code: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
