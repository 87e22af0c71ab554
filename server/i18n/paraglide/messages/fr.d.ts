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
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Sale_Pickup_WithinInputs */
/** @typedef {{}} Errors_Sale_Choose_PickupInputs */
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
/** @typedef {{ date: NonNullable<unknown> }} Errors_Returns_EarliestInputs */
/** @typedef {{}} Errors_Returns_Key_ReusedInputs */
/** @typedef {{}} Errors_Returns_One_AddressInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Returns_Damage_PhotoInputs */
/** @typedef {{}} Errors_Returns_Not_YoursInputs */
/** @typedef {{ name: NonNullable<unknown>, refusal: NonNullable<unknown> }} Errors_Returns_Item_RefusalInputs */
/** @typedef {{}} Errors_Returns_Only_ReturnsInputs */
/** @typedef {{}} Errors_Reload_And_RetryInputs */
/** @typedef {{}} Errors_Returns_Choose_OneInputs */
/** @typedef {{}} Errors_Returns_Max_ItemsInputs */
/** @typedef {{}} Errors_Returns_Listed_TwiceInputs */
/** @typedef {{}} Errors_Returns_Choose_ReasonInputs */
/** @typedef {{}} Errors_Returns_Tell_WhyInputs */
/** @typedef {{}} Errors_Returns_Note_LengthInputs */
/** @typedef {{}} Errors_Returns_Choose_ConditionInputs */
/** @typedef {{}} Errors_Returns_Refusal_ReturnedInputs */
/** @typedef {{}} Errors_Returns_Refusal_OwnedInputs */
/** @typedef {{}} Errors_Returns_Refusal_Not_ReturnableInputs */
/** @typedef {{}} Errors_Returns_Refusal_Not_DeliveredInputs */
/** @typedef {{}} Errors_Returns_Refusal_PendingInputs */
/** @typedef {{}} Errors_Account_Address_Not_FoundInputs */
/** @typedef {{}} Errors_Account_Max_AddressesInputs */
/** @typedef {{}} Errors_Account_Order_Not_FoundInputs */
/** @typedef {{}} Errors_Account_Card_UnreadableInputs */
/** @typedef {{}} Errors_Account_Card_Canada_OnlyInputs */
/** @typedef {{}} Errors_Account_Processor_UnreachableInputs */
/** @typedef {{}} Errors_Account_Mobile_First_TextsInputs */
/** @typedef {{}} Errors_Account_Mobile_FirstInputs */
/** @typedef {{}} Errors_Account_Code_Just_SentInputs */
/** @typedef {{}} Errors_Account_Codes_HourlyInputs */
/** @typedef {{}} Errors_Account_Text_FailedInputs */
/** @typedef {{}} Errors_Account_Code_Six_DigitsInputs */
/** @typedef {{}} Errors_Account_Code_ExpiredInputs */
/** @typedef {{}} Errors_Offset_From_ZeroInputs */
/** @typedef {{}} Errors_Addresses_Postal_CodeInputs */
/** @typedef {{}} Errors_Addresses_Canada_OnlyInputs */
/** @typedef {{}} Errors_Billing_No_CardInputs */
/** @typedef {{}} Errors_Billing_Payment_In_ProgressInputs */
/** @typedef {{}} Errors_Billing_Processor_SilentInputs */
/** @typedef {{}} Errors_Buyout_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Buyout_Choose_OneInputs */
/** @typedef {{}} Errors_Buyout_Key_ReusedInputs */
/** @typedef {{}} Errors_Buyout_Still_ProcessingInputs */
/** @typedef {{}} Errors_Buyout_Price_ChangedInputs */
/** @typedef {{}} Errors_Processor_Check_ReceiptsInputs */
/** @typedef {{}} Errors_Catalog_No_CityInputs */
/** @typedef {{}} Errors_Catalog_One_SortInputs */
/** @typedef {{}} Errors_Deliveries_Not_FoundInputs */
/** @typedef {{}} Errors_Deliveries_Cancelled_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Under_Way_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Same_DayInputs */
/** @typedef {{}} Errors_Deliveries_Same_WindowInputs */
/** @typedef {{}} Errors_Deliveries_Only_PickupsInputs */
/** @typedef {{}} Errors_Deliveries_Pickup_CancelledInputs */
/** @typedef {{}} Errors_Deliveries_Pickup_Too_LateInputs */
/** @typedef {{}} Errors_Partner_Order_Not_FoundInputs */
/** @typedef {{}} Errors_Partner_Already_ConfirmedInputs */
/** @typedef {{}} Errors_Partner_Address_FirstInputs */
/** @typedef {{}} Errors_Partner_Add_CardInputs */
/** @typedef {{}} Errors_Reviews_Product_Not_FoundInputs */
/** @typedef {{}} Errors_Reviews_Plain_TextInputs */
/** @typedef {{}} Errors_Reviews_RatingInputs */
/** @typedef {{}} Errors_Offset_Not_NegativeInputs */
/** @typedef {{}} Errors_Reviews_Never_DeliveredInputs */
/** @typedef {{}} Errors_Reviews_After_DeliveryInputs */
/** @typedef {{}} Errors_Reviews_ExcludedInputs */
/** @typedef {{}} Errors_Reviews_Item_Not_FoundInputs */
/** @typedef {{}} Errors_Share_Cart_EmptyInputs */
/** @typedef {{}} Errors_Share_Line_No_ProductInputs */
/** @typedef {{}} Errors_Moves_Choose_OneInputs */
/** @typedef {{}} Errors_Moves_One_AddressInputs */
/** @typedef {{}} Errors_Moves_Choose_AddressInputs */
/** @typedef {{}} Errors_Moves_Same_AddressInputs */
/** @typedef {{}} Errors_Moves_Sign_InInputs */
/** @typedef {{}} Errors_Moves_Key_ReusedInputs */
/** @typedef {{}} Errors_Swaps_Choose_ReplacementInputs */
/** @typedef {{}} Errors_Swaps_Not_At_DepotInputs */
/** @typedef {{}} Errors_Swaps_Not_NowInputs */
/** @typedef {{}} Errors_Swaps_Key_ReusedInputs */
/** @typedef {{}} Errors_Visits_Not_FoundInputs */
/** @typedef {{}} Errors_Visits_Card_DeclinedInputs */
/** @typedef {{}} Errors_Visits_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Visits_Expired_CardInputs */
/** @typedef {{}} Errors_Visits_No_CardInputs */
/** @typedef {{}} Errors_Visits_Processor_SilentInputs */
/** @typedef {{}} Errors_Visits_Payment_FailedInputs */
/** @typedef {{}} Errors_Tips_Card_DeclinedInputs */
/** @typedef {{}} Errors_Tips_Insufficient_FundsInputs */
/** @typedef {{}} Errors_Tips_Expired_CardInputs */
/** @typedef {{}} Errors_Tips_AmountInputs */
/** @typedef {{}} Errors_Tips_DecimalsInputs */
/** @typedef {{}} Errors_Tips_PositiveInputs */
/** @typedef {{}} Errors_Tips_Delivery_Not_FoundInputs */
/** @typedef {{}} Errors_Tips_CancelledInputs */
/** @typedef {{}} Errors_Tips_After_DeliveryInputs */
/** @typedef {{}} Errors_Tips_ProcessingInputs */
/** @typedef {{}} Errors_Tips_No_CardInputs */
/** @typedef {{}} Errors_Tips_Charge_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, texts: NonNullable<unknown> }} Errors_Check_FieldsInputs */
/** @typedef {{ day: NonNullable<unknown> }} Errors_Visit_Choose_DayInputs */
/** @typedef {{ day: NonNullable<unknown>, forWhat: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Visit_EarliestInputs */
/** @typedef {{ plural: NonNullable<unknown>, days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Visit_Days_AheadInputs */
/** @typedef {{ depot: NonNullable<unknown>, verb: NonNullable<unknown>, weekday: NonNullable<unknown> }} Errors_Visit_No_WeekdayInputs */
/** @typedef {{ time: NonNullable<unknown>, windows: NonNullable<unknown> }} Errors_Visit_Choose_TimeInputs */
/** @typedef {{}} Errors_Words_Delivery_DayInputs */
/** @typedef {{}} Errors_Words_Delivery_TimeInputs */
/** @typedef {{}} Errors_Words_DeliveriesInputs */
/** @typedef {{}} Errors_Words_DeliverInputs */
/** @typedef {{}} Errors_Words_For_This_OrderInputs */
/** @typedef {{}} Errors_Words_Pickup_DayInputs */
/** @typedef {{}} Errors_Words_Pickup_TimeInputs */
/** @typedef {{}} Errors_Words_PickupsInputs */
/** @typedef {{}} Errors_Words_Pick_UpInputs */
/** @typedef {{}} Errors_Words_Swap_DayInputs */
/** @typedef {{}} Errors_Words_Swap_TimeInputs */
/** @typedef {{}} Errors_Words_SwapsInputs */
/** @typedef {{}} Errors_Words_Move_DayInputs */
/** @typedef {{}} Errors_Words_Move_TimeInputs */
/** @typedef {{}} Errors_Words_MovesInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Buyout_Max_ItemsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Reviews_Page_SizeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Moves_Max_ItemsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_SmallestInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_LargestInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Errors_Tips_Already_TippedInputs */
/** @typedef {{ fee: NonNullable<unknown>, care: NonNullable<unknown>, monthly: NonNullable<unknown> }} Agreements_Fee_With_CareInputs */
/** @typedef {{ payments: NonNullable<unknown>, each: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_FinancingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Financing_TotalInputs */
/** @typedef {{ each: NonNullable<unknown>, term: NonNullable<unknown> }} Agreements_RentInputs */
/** @typedef {{ each: NonNullable<unknown>, term: NonNullable<unknown>, owned: NonNullable<unknown> }} Agreements_SubscriptionInputs */
/** @typedef {{ term: NonNullable<unknown> }} Agreements_Term_MinimumInputs */
/** @typedef {{}} Agreements_Term_MonthlyInputs */
/** @typedef {{ payments: NonNullable<unknown>, amount: NonNullable<unknown> }} Agreements_OwnedInputs */
/** @typedef {{}} Agreements_No_TaxInputs */
/** @typedef {{}} Agreements_Pivotcare_TitleInputs */
/** @typedef {{}} Agreements_Pivotcare_TermsInputs */
/** @typedef {{}} Agreements_Without_Pivotcare_TitleInputs */
/** @typedef {{}} Agreements_Without_PivotcareInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_PurchasesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_First_MonthInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_DeliveryInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_AssemblyInputs */
/** @typedef {{ taxes: NonNullable<unknown> }} Agreements_Today_TaxesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Agreements_Today_CreditInputs */
/** @typedef {{}} Agreements_Today_TitleInputs */
/** @typedef {{ items: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_Today_TextInputs */
/** @typedef {{}} Agreements_Monthly_TitleInputs */
/** @typedef {{ subtotal: NonNullable<unknown>, taxes: NonNullable<unknown>, total: NonNullable<unknown> }} Agreements_Monthly_TextInputs */
/** @typedef {{ version: NonNullable<unknown> }} Agreements_Returns_TitleInputs */
/** @typedef {{ term: NonNullable<unknown>, fee: NonNullable<unknown> }} Agreements_Returns_TextInputs */
/** @typedef {{ title: NonNullable<unknown>, text: NonNullable<unknown> }} Agreements_ClauseInputs */
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
export const errors_sale_pickup_within: (inputs: Errors_Sale_Pickup_WithinInputs) => LocalizedString;
export const errors_sale_choose_pickup: (inputs: Errors_Sale_Choose_PickupInputs) => LocalizedString;
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
export const errors_returns_earliest: (inputs: Errors_Returns_EarliestInputs) => LocalizedString;
export const errors_returns_key_reused: (inputs: Errors_Returns_Key_ReusedInputs) => LocalizedString;
export const errors_returns_one_address: (inputs: Errors_Returns_One_AddressInputs) => LocalizedString;
export const errors_returns_damage_photo: (inputs: Errors_Returns_Damage_PhotoInputs) => LocalizedString;
export const errors_returns_not_yours: (inputs: Errors_Returns_Not_YoursInputs) => LocalizedString;
export const errors_returns_item_refusal: (inputs: Errors_Returns_Item_RefusalInputs) => LocalizedString;
export const errors_returns_only_returns: (inputs: Errors_Returns_Only_ReturnsInputs) => LocalizedString;
export const errors_reload_and_retry: (inputs: Errors_Reload_And_RetryInputs) => LocalizedString;
export const errors_returns_choose_one: (inputs: Errors_Returns_Choose_OneInputs) => LocalizedString;
export const errors_returns_max_items: (inputs: Errors_Returns_Max_ItemsInputs) => LocalizedString;
export const errors_returns_listed_twice: (inputs: Errors_Returns_Listed_TwiceInputs) => LocalizedString;
export const errors_returns_choose_reason: (inputs: Errors_Returns_Choose_ReasonInputs) => LocalizedString;
export const errors_returns_tell_why: (inputs: Errors_Returns_Tell_WhyInputs) => LocalizedString;
export const errors_returns_note_length: (inputs: Errors_Returns_Note_LengthInputs) => LocalizedString;
export const errors_returns_choose_condition: (inputs: Errors_Returns_Choose_ConditionInputs) => LocalizedString;
export const errors_returns_refusal_returned: (inputs: Errors_Returns_Refusal_ReturnedInputs) => LocalizedString;
export const errors_returns_refusal_owned: (inputs: Errors_Returns_Refusal_OwnedInputs) => LocalizedString;
export const errors_returns_refusal_not_returnable: (inputs: Errors_Returns_Refusal_Not_ReturnableInputs) => LocalizedString;
export const errors_returns_refusal_not_delivered: (inputs: Errors_Returns_Refusal_Not_DeliveredInputs) => LocalizedString;
export const errors_returns_refusal_pending: (inputs: Errors_Returns_Refusal_PendingInputs) => LocalizedString;
export const errors_account_address_not_found: (inputs: Errors_Account_Address_Not_FoundInputs) => LocalizedString;
export const errors_account_max_addresses: (inputs: Errors_Account_Max_AddressesInputs) => LocalizedString;
export const errors_account_order_not_found: (inputs: Errors_Account_Order_Not_FoundInputs) => LocalizedString;
export const errors_account_card_unreadable: (inputs: Errors_Account_Card_UnreadableInputs) => LocalizedString;
export const errors_account_card_canada_only: (inputs: Errors_Account_Card_Canada_OnlyInputs) => LocalizedString;
export const errors_account_processor_unreachable: (inputs: Errors_Account_Processor_UnreachableInputs) => LocalizedString;
export const errors_account_mobile_first_texts: (inputs: Errors_Account_Mobile_First_TextsInputs) => LocalizedString;
export const errors_account_mobile_first: (inputs: Errors_Account_Mobile_FirstInputs) => LocalizedString;
export const errors_account_code_just_sent: (inputs: Errors_Account_Code_Just_SentInputs) => LocalizedString;
export const errors_account_codes_hourly: (inputs: Errors_Account_Codes_HourlyInputs) => LocalizedString;
export const errors_account_text_failed: (inputs: Errors_Account_Text_FailedInputs) => LocalizedString;
export const errors_account_code_six_digits: (inputs: Errors_Account_Code_Six_DigitsInputs) => LocalizedString;
export const errors_account_code_expired: (inputs: Errors_Account_Code_ExpiredInputs) => LocalizedString;
export const errors_offset_from_zero: (inputs: Errors_Offset_From_ZeroInputs) => LocalizedString;
export const errors_addresses_postal_code: (inputs: Errors_Addresses_Postal_CodeInputs) => LocalizedString;
export const errors_addresses_canada_only: (inputs: Errors_Addresses_Canada_OnlyInputs) => LocalizedString;
export const errors_billing_no_card: (inputs: Errors_Billing_No_CardInputs) => LocalizedString;
export const errors_billing_payment_in_progress: (inputs: Errors_Billing_Payment_In_ProgressInputs) => LocalizedString;
export const errors_billing_processor_silent: (inputs: Errors_Billing_Processor_SilentInputs) => LocalizedString;
export const errors_buyout_insufficient_funds: (inputs: Errors_Buyout_Insufficient_FundsInputs) => LocalizedString;
export const errors_buyout_choose_one: (inputs: Errors_Buyout_Choose_OneInputs) => LocalizedString;
export const errors_buyout_key_reused: (inputs: Errors_Buyout_Key_ReusedInputs) => LocalizedString;
export const errors_buyout_still_processing: (inputs: Errors_Buyout_Still_ProcessingInputs) => LocalizedString;
export const errors_buyout_price_changed: (inputs: Errors_Buyout_Price_ChangedInputs) => LocalizedString;
export const errors_processor_check_receipts: (inputs: Errors_Processor_Check_ReceiptsInputs) => LocalizedString;
export const errors_catalog_no_city: (inputs: Errors_Catalog_No_CityInputs) => LocalizedString;
export const errors_catalog_one_sort: (inputs: Errors_Catalog_One_SortInputs) => LocalizedString;
export const errors_deliveries_not_found: (inputs: Errors_Deliveries_Not_FoundInputs) => LocalizedString;
export const errors_deliveries_cancelled_no_move: (inputs: Errors_Deliveries_Cancelled_No_MoveInputs) => LocalizedString;
export const errors_deliveries_under_way_no_move: (inputs: Errors_Deliveries_Under_Way_No_MoveInputs) => LocalizedString;
export const errors_deliveries_same_day: (inputs: Errors_Deliveries_Same_DayInputs) => LocalizedString;
export const errors_deliveries_same_window: (inputs: Errors_Deliveries_Same_WindowInputs) => LocalizedString;
export const errors_deliveries_only_pickups: (inputs: Errors_Deliveries_Only_PickupsInputs) => LocalizedString;
export const errors_deliveries_pickup_cancelled: (inputs: Errors_Deliveries_Pickup_CancelledInputs) => LocalizedString;
export const errors_deliveries_pickup_too_late: (inputs: Errors_Deliveries_Pickup_Too_LateInputs) => LocalizedString;
export const errors_partner_order_not_found: (inputs: Errors_Partner_Order_Not_FoundInputs) => LocalizedString;
export const errors_partner_already_confirmed: (inputs: Errors_Partner_Already_ConfirmedInputs) => LocalizedString;
export const errors_partner_address_first: (inputs: Errors_Partner_Address_FirstInputs) => LocalizedString;
export const errors_partner_add_card: (inputs: Errors_Partner_Add_CardInputs) => LocalizedString;
export const errors_reviews_product_not_found: (inputs: Errors_Reviews_Product_Not_FoundInputs) => LocalizedString;
export const errors_reviews_plain_text: (inputs: Errors_Reviews_Plain_TextInputs) => LocalizedString;
export const errors_reviews_rating: (inputs: Errors_Reviews_RatingInputs) => LocalizedString;
export const errors_offset_not_negative: (inputs: Errors_Offset_Not_NegativeInputs) => LocalizedString;
export const errors_reviews_never_delivered: (inputs: Errors_Reviews_Never_DeliveredInputs) => LocalizedString;
export const errors_reviews_after_delivery: (inputs: Errors_Reviews_After_DeliveryInputs) => LocalizedString;
export const errors_reviews_excluded: (inputs: Errors_Reviews_ExcludedInputs) => LocalizedString;
export const errors_reviews_item_not_found: (inputs: Errors_Reviews_Item_Not_FoundInputs) => LocalizedString;
export const errors_share_cart_empty: (inputs: Errors_Share_Cart_EmptyInputs) => LocalizedString;
export const errors_share_line_no_product: (inputs: Errors_Share_Line_No_ProductInputs) => LocalizedString;
export const errors_moves_choose_one: (inputs: Errors_Moves_Choose_OneInputs) => LocalizedString;
export const errors_moves_one_address: (inputs: Errors_Moves_One_AddressInputs) => LocalizedString;
export const errors_moves_choose_address: (inputs: Errors_Moves_Choose_AddressInputs) => LocalizedString;
export const errors_moves_same_address: (inputs: Errors_Moves_Same_AddressInputs) => LocalizedString;
export const errors_moves_sign_in: (inputs: Errors_Moves_Sign_InInputs) => LocalizedString;
export const errors_moves_key_reused: (inputs: Errors_Moves_Key_ReusedInputs) => LocalizedString;
export const errors_swaps_choose_replacement: (inputs: Errors_Swaps_Choose_ReplacementInputs) => LocalizedString;
export const errors_swaps_not_at_depot: (inputs: Errors_Swaps_Not_At_DepotInputs) => LocalizedString;
export const errors_swaps_not_now: (inputs: Errors_Swaps_Not_NowInputs) => LocalizedString;
export const errors_swaps_key_reused: (inputs: Errors_Swaps_Key_ReusedInputs) => LocalizedString;
export const errors_visits_not_found: (inputs: Errors_Visits_Not_FoundInputs) => LocalizedString;
export const errors_visits_card_declined: (inputs: Errors_Visits_Card_DeclinedInputs) => LocalizedString;
export const errors_visits_insufficient_funds: (inputs: Errors_Visits_Insufficient_FundsInputs) => LocalizedString;
export const errors_visits_expired_card: (inputs: Errors_Visits_Expired_CardInputs) => LocalizedString;
export const errors_visits_no_card: (inputs: Errors_Visits_No_CardInputs) => LocalizedString;
export const errors_visits_processor_silent: (inputs: Errors_Visits_Processor_SilentInputs) => LocalizedString;
export const errors_visits_payment_failed: (inputs: Errors_Visits_Payment_FailedInputs) => LocalizedString;
export const errors_tips_card_declined: (inputs: Errors_Tips_Card_DeclinedInputs) => LocalizedString;
export const errors_tips_insufficient_funds: (inputs: Errors_Tips_Insufficient_FundsInputs) => LocalizedString;
export const errors_tips_expired_card: (inputs: Errors_Tips_Expired_CardInputs) => LocalizedString;
export const errors_tips_amount: (inputs: Errors_Tips_AmountInputs) => LocalizedString;
export const errors_tips_decimals: (inputs: Errors_Tips_DecimalsInputs) => LocalizedString;
export const errors_tips_positive: (inputs: Errors_Tips_PositiveInputs) => LocalizedString;
export const errors_tips_delivery_not_found: (inputs: Errors_Tips_Delivery_Not_FoundInputs) => LocalizedString;
export const errors_tips_cancelled: (inputs: Errors_Tips_CancelledInputs) => LocalizedString;
export const errors_tips_after_delivery: (inputs: Errors_Tips_After_DeliveryInputs) => LocalizedString;
export const errors_tips_processing: (inputs: Errors_Tips_ProcessingInputs) => LocalizedString;
export const errors_tips_no_card: (inputs: Errors_Tips_No_CardInputs) => LocalizedString;
export const errors_tips_charge_failed: (inputs: Errors_Tips_Charge_FailedInputs) => LocalizedString;
export const errors_check_fields: (inputs: Errors_Check_FieldsInputs) => LocalizedString;
export const errors_visit_choose_day: (inputs: Errors_Visit_Choose_DayInputs) => LocalizedString;
export const errors_visit_earliest: (inputs: Errors_Visit_EarliestInputs) => LocalizedString;
export const errors_visit_days_ahead: (inputs: Errors_Visit_Days_AheadInputs) => LocalizedString;
export const errors_visit_no_weekday: (inputs: Errors_Visit_No_WeekdayInputs) => LocalizedString;
export const errors_visit_choose_time: (inputs: Errors_Visit_Choose_TimeInputs) => LocalizedString;
export const errors_words_delivery_day: (inputs: Errors_Words_Delivery_DayInputs) => LocalizedString;
export const errors_words_delivery_time: (inputs: Errors_Words_Delivery_TimeInputs) => LocalizedString;
export const errors_words_deliveries: (inputs: Errors_Words_DeliveriesInputs) => LocalizedString;
export const errors_words_deliver: (inputs: Errors_Words_DeliverInputs) => LocalizedString;
export const errors_words_for_this_order: (inputs: Errors_Words_For_This_OrderInputs) => LocalizedString;
export const errors_words_pickup_day: (inputs: Errors_Words_Pickup_DayInputs) => LocalizedString;
export const errors_words_pickup_time: (inputs: Errors_Words_Pickup_TimeInputs) => LocalizedString;
export const errors_words_pickups: (inputs: Errors_Words_PickupsInputs) => LocalizedString;
export const errors_words_pick_up: (inputs: Errors_Words_Pick_UpInputs) => LocalizedString;
export const errors_words_swap_day: (inputs: Errors_Words_Swap_DayInputs) => LocalizedString;
export const errors_words_swap_time: (inputs: Errors_Words_Swap_TimeInputs) => LocalizedString;
export const errors_words_swaps: (inputs: Errors_Words_SwapsInputs) => LocalizedString;
export const errors_words_move_day: (inputs: Errors_Words_Move_DayInputs) => LocalizedString;
export const errors_words_move_time: (inputs: Errors_Words_Move_TimeInputs) => LocalizedString;
export const errors_words_moves: (inputs: Errors_Words_MovesInputs) => LocalizedString;
export const errors_buyout_max_items: (inputs: Errors_Buyout_Max_ItemsInputs) => LocalizedString;
export const errors_reviews_page_size: (inputs: Errors_Reviews_Page_SizeInputs) => LocalizedString;
export const errors_moves_max_items: (inputs: Errors_Moves_Max_ItemsInputs) => LocalizedString;
export const errors_tips_smallest: (inputs: Errors_Tips_SmallestInputs) => LocalizedString;
export const errors_tips_largest: (inputs: Errors_Tips_LargestInputs) => LocalizedString;
export const errors_tips_already_tipped: (inputs: Errors_Tips_Already_TippedInputs) => LocalizedString;
export const agreements_fee_with_care: (inputs: Agreements_Fee_With_CareInputs) => LocalizedString;
export const agreements_financing: (inputs: Agreements_FinancingInputs) => LocalizedString;
export const agreements_financing_total: (inputs: Agreements_Financing_TotalInputs) => LocalizedString;
export const agreements_rent: (inputs: Agreements_RentInputs) => LocalizedString;
export const agreements_subscription: (inputs: Agreements_SubscriptionInputs) => LocalizedString;
export const agreements_term_minimum: (inputs: Agreements_Term_MinimumInputs) => LocalizedString;
export const agreements_term_monthly: (inputs: Agreements_Term_MonthlyInputs) => LocalizedString;
export const agreements_owned: (inputs: Agreements_OwnedInputs) => LocalizedString;
export const agreements_no_tax: (inputs: Agreements_No_TaxInputs) => LocalizedString;
export const agreements_pivotcare_title: (inputs: Agreements_Pivotcare_TitleInputs) => LocalizedString;
export const agreements_pivotcare_terms: (inputs: Agreements_Pivotcare_TermsInputs) => LocalizedString;
export const agreements_without_pivotcare_title: (inputs: Agreements_Without_Pivotcare_TitleInputs) => LocalizedString;
export const agreements_without_pivotcare: (inputs: Agreements_Without_PivotcareInputs) => LocalizedString;
export const agreements_today_purchases: (inputs: Agreements_Today_PurchasesInputs) => LocalizedString;
export const agreements_today_first_month: (inputs: Agreements_Today_First_MonthInputs) => LocalizedString;
export const agreements_today_delivery: (inputs: Agreements_Today_DeliveryInputs) => LocalizedString;
export const agreements_today_assembly: (inputs: Agreements_Today_AssemblyInputs) => LocalizedString;
export const agreements_today_taxes: (inputs: Agreements_Today_TaxesInputs) => LocalizedString;
export const agreements_today_credit: (inputs: Agreements_Today_CreditInputs) => LocalizedString;
export const agreements_today_title: (inputs: Agreements_Today_TitleInputs) => LocalizedString;
export const agreements_today_text: (inputs: Agreements_Today_TextInputs) => LocalizedString;
export const agreements_monthly_title: (inputs: Agreements_Monthly_TitleInputs) => LocalizedString;
export const agreements_monthly_text: (inputs: Agreements_Monthly_TextInputs) => LocalizedString;
export const agreements_returns_title: (inputs: Agreements_Returns_TitleInputs) => LocalizedString;
export const agreements_returns_text: (inputs: Agreements_Returns_TextInputs) => LocalizedString;
export const agreements_clause: (inputs: Agreements_ClauseInputs) => LocalizedString;
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
export type Errors_Sale_Pickup_WithinInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Sale_Choose_PickupInputs = {};
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
export type Errors_Returns_EarliestInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Returns_Key_ReusedInputs = {};
export type Errors_Returns_One_AddressInputs = {};
export type Errors_Returns_Damage_PhotoInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Returns_Not_YoursInputs = {};
export type Errors_Returns_Item_RefusalInputs = {
    name: NonNullable<unknown>;
    refusal: NonNullable<unknown>;
};
export type Errors_Returns_Only_ReturnsInputs = {};
export type Errors_Reload_And_RetryInputs = {};
export type Errors_Returns_Choose_OneInputs = {};
export type Errors_Returns_Max_ItemsInputs = {};
export type Errors_Returns_Listed_TwiceInputs = {};
export type Errors_Returns_Choose_ReasonInputs = {};
export type Errors_Returns_Tell_WhyInputs = {};
export type Errors_Returns_Note_LengthInputs = {};
export type Errors_Returns_Choose_ConditionInputs = {};
export type Errors_Returns_Refusal_ReturnedInputs = {};
export type Errors_Returns_Refusal_OwnedInputs = {};
export type Errors_Returns_Refusal_Not_ReturnableInputs = {};
export type Errors_Returns_Refusal_Not_DeliveredInputs = {};
export type Errors_Returns_Refusal_PendingInputs = {};
export type Errors_Account_Address_Not_FoundInputs = {};
export type Errors_Account_Max_AddressesInputs = {};
export type Errors_Account_Order_Not_FoundInputs = {};
export type Errors_Account_Card_UnreadableInputs = {};
export type Errors_Account_Card_Canada_OnlyInputs = {};
export type Errors_Account_Processor_UnreachableInputs = {};
export type Errors_Account_Mobile_First_TextsInputs = {};
export type Errors_Account_Mobile_FirstInputs = {};
export type Errors_Account_Code_Just_SentInputs = {};
export type Errors_Account_Codes_HourlyInputs = {};
export type Errors_Account_Text_FailedInputs = {};
export type Errors_Account_Code_Six_DigitsInputs = {};
export type Errors_Account_Code_ExpiredInputs = {};
export type Errors_Offset_From_ZeroInputs = {};
export type Errors_Addresses_Postal_CodeInputs = {};
export type Errors_Addresses_Canada_OnlyInputs = {};
export type Errors_Billing_No_CardInputs = {};
export type Errors_Billing_Payment_In_ProgressInputs = {};
export type Errors_Billing_Processor_SilentInputs = {};
export type Errors_Buyout_Insufficient_FundsInputs = {};
export type Errors_Buyout_Choose_OneInputs = {};
export type Errors_Buyout_Key_ReusedInputs = {};
export type Errors_Buyout_Still_ProcessingInputs = {};
export type Errors_Buyout_Price_ChangedInputs = {};
export type Errors_Processor_Check_ReceiptsInputs = {};
export type Errors_Catalog_No_CityInputs = {};
export type Errors_Catalog_One_SortInputs = {};
export type Errors_Deliveries_Not_FoundInputs = {};
export type Errors_Deliveries_Cancelled_No_MoveInputs = {};
export type Errors_Deliveries_Under_Way_No_MoveInputs = {};
export type Errors_Deliveries_Same_DayInputs = {};
export type Errors_Deliveries_Same_WindowInputs = {};
export type Errors_Deliveries_Only_PickupsInputs = {};
export type Errors_Deliveries_Pickup_CancelledInputs = {};
export type Errors_Deliveries_Pickup_Too_LateInputs = {};
export type Errors_Partner_Order_Not_FoundInputs = {};
export type Errors_Partner_Already_ConfirmedInputs = {};
export type Errors_Partner_Address_FirstInputs = {};
export type Errors_Partner_Add_CardInputs = {};
export type Errors_Reviews_Product_Not_FoundInputs = {};
export type Errors_Reviews_Plain_TextInputs = {};
export type Errors_Reviews_RatingInputs = {};
export type Errors_Offset_Not_NegativeInputs = {};
export type Errors_Reviews_Never_DeliveredInputs = {};
export type Errors_Reviews_After_DeliveryInputs = {};
export type Errors_Reviews_ExcludedInputs = {};
export type Errors_Reviews_Item_Not_FoundInputs = {};
export type Errors_Share_Cart_EmptyInputs = {};
export type Errors_Share_Line_No_ProductInputs = {};
export type Errors_Moves_Choose_OneInputs = {};
export type Errors_Moves_One_AddressInputs = {};
export type Errors_Moves_Choose_AddressInputs = {};
export type Errors_Moves_Same_AddressInputs = {};
export type Errors_Moves_Sign_InInputs = {};
export type Errors_Moves_Key_ReusedInputs = {};
export type Errors_Swaps_Choose_ReplacementInputs = {};
export type Errors_Swaps_Not_At_DepotInputs = {};
export type Errors_Swaps_Not_NowInputs = {};
export type Errors_Swaps_Key_ReusedInputs = {};
export type Errors_Visits_Not_FoundInputs = {};
export type Errors_Visits_Card_DeclinedInputs = {};
export type Errors_Visits_Insufficient_FundsInputs = {};
export type Errors_Visits_Expired_CardInputs = {};
export type Errors_Visits_No_CardInputs = {};
export type Errors_Visits_Processor_SilentInputs = {};
export type Errors_Visits_Payment_FailedInputs = {};
export type Errors_Tips_Card_DeclinedInputs = {};
export type Errors_Tips_Insufficient_FundsInputs = {};
export type Errors_Tips_Expired_CardInputs = {};
export type Errors_Tips_AmountInputs = {};
export type Errors_Tips_DecimalsInputs = {};
export type Errors_Tips_PositiveInputs = {};
export type Errors_Tips_Delivery_Not_FoundInputs = {};
export type Errors_Tips_CancelledInputs = {};
export type Errors_Tips_After_DeliveryInputs = {};
export type Errors_Tips_ProcessingInputs = {};
export type Errors_Tips_No_CardInputs = {};
export type Errors_Tips_Charge_FailedInputs = {};
export type Errors_Check_FieldsInputs = {
    count: NonNullable<unknown>;
    texts: NonNullable<unknown>;
};
export type Errors_Visit_Choose_DayInputs = {
    day: NonNullable<unknown>;
};
export type Errors_Visit_EarliestInputs = {
    day: NonNullable<unknown>;
    forWhat: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Visit_Days_AheadInputs = {
    plural: NonNullable<unknown>;
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Visit_No_WeekdayInputs = {
    depot: NonNullable<unknown>;
    verb: NonNullable<unknown>;
    weekday: NonNullable<unknown>;
};
export type Errors_Visit_Choose_TimeInputs = {
    time: NonNullable<unknown>;
    windows: NonNullable<unknown>;
};
export type Errors_Words_Delivery_DayInputs = {};
export type Errors_Words_Delivery_TimeInputs = {};
export type Errors_Words_DeliveriesInputs = {};
export type Errors_Words_DeliverInputs = {};
export type Errors_Words_For_This_OrderInputs = {};
export type Errors_Words_Pickup_DayInputs = {};
export type Errors_Words_Pickup_TimeInputs = {};
export type Errors_Words_PickupsInputs = {};
export type Errors_Words_Pick_UpInputs = {};
export type Errors_Words_Swap_DayInputs = {};
export type Errors_Words_Swap_TimeInputs = {};
export type Errors_Words_SwapsInputs = {};
export type Errors_Words_Move_DayInputs = {};
export type Errors_Words_Move_TimeInputs = {};
export type Errors_Words_MovesInputs = {};
export type Errors_Buyout_Max_ItemsInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Reviews_Page_SizeInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Moves_Max_ItemsInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Tips_SmallestInputs = {
    amount: NonNullable<unknown>;
};
export type Errors_Tips_LargestInputs = {
    amount: NonNullable<unknown>;
};
export type Errors_Tips_Already_TippedInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Fee_With_CareInputs = {
    fee: NonNullable<unknown>;
    care: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
};
export type Agreements_FinancingInputs = {
    payments: NonNullable<unknown>;
    each: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Agreements_Financing_TotalInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_RentInputs = {
    each: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Agreements_SubscriptionInputs = {
    each: NonNullable<unknown>;
    term: NonNullable<unknown>;
    owned: NonNullable<unknown>;
};
export type Agreements_Term_MinimumInputs = {
    term: NonNullable<unknown>;
};
export type Agreements_Term_MonthlyInputs = {};
export type Agreements_OwnedInputs = {
    payments: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Agreements_No_TaxInputs = {};
export type Agreements_Pivotcare_TitleInputs = {};
export type Agreements_Pivotcare_TermsInputs = {};
export type Agreements_Without_Pivotcare_TitleInputs = {};
export type Agreements_Without_PivotcareInputs = {};
export type Agreements_Today_PurchasesInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_First_MonthInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_DeliveryInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_AssemblyInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_TaxesInputs = {
    taxes: NonNullable<unknown>;
};
export type Agreements_Today_CreditInputs = {
    amount: NonNullable<unknown>;
};
export type Agreements_Today_TitleInputs = {};
export type Agreements_Today_TextInputs = {
    items: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Agreements_Monthly_TitleInputs = {};
export type Agreements_Monthly_TextInputs = {
    subtotal: NonNullable<unknown>;
    taxes: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Agreements_Returns_TitleInputs = {
    version: NonNullable<unknown>;
};
export type Agreements_Returns_TextInputs = {
    term: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
export type Agreements_ClauseInputs = {
    title: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
