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
/** @typedef {{ id: NonNullable<unknown> }} Errors_Catalog_City_Not_ServedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_Catalog_No_CategoryInputs */
/** @typedef {{ slug: NonNullable<unknown> }} Errors_Catalog_No_ProductInputs */
/** @typedef {{}} Errors_Words_This_SwapInputs */
/** @typedef {{}} Errors_Words_This_MoveInputs */
/** @typedef {{}} Errors_Words_This_OrderInputs */
/** @typedef {{}} Errors_Words_A_Swap_StartInputs */
/** @typedef {{}} Errors_Words_A_Move_StartInputs */
/** @typedef {{}} Errors_Words_An_Order_StartInputs */
/** @typedef {{}} Errors_Words_This_Swap_StartInputs */
/** @typedef {{}} Errors_Words_This_Move_StartInputs */
/** @typedef {{}} Errors_Words_PickupInputs */
/** @typedef {{}} Errors_Words_DeliveryInputs */
/** @typedef {{}} Errors_Words_ReceiptsInputs */
/** @typedef {{}} Errors_Words_BillsInputs */
/** @typedef {{}} Errors_Deliveries_Swap_Cancelled_No_MoveInputs */
/** @typedef {{}} Errors_Deliveries_Move_Cancelled_No_MoveInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Deliveries_Other_Visit_StartedInputs */
/** @typedef {{ booking: NonNullable<unknown>, days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_NoticeInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_Move_Days_AheadInputs */
/** @typedef {{ booking: NonNullable<unknown>, window: NonNullable<unknown> }} Errors_Deliveries_Other_Depot_No_WindowInputs */
/** @typedef {{ window: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Deliveries_Window_FullInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Errors_Deliveries_Half_Of_SwapInputs */
/** @typedef {{ kind: NonNullable<unknown>, number: NonNullable<unknown> }} Errors_Deliveries_Half_Of_MoveInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_Already_CancelledInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_DoneInputs */
/** @typedef {{ booking: NonNullable<unknown> }} Errors_Bookings_Too_LateInputs */
/** @typedef {{ min: NonNullable<unknown> }} Errors_Reviews_Too_ShortInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Reviews_Too_LongInputs */
/** @typedef {{}} Errors_Receipts_Not_FoundInputs */
/** @typedef {{ max: NonNullable<unknown>, what: NonNullable<unknown> }} Errors_Receipts_Page_SizeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Errors_Account_Too_Many_CodesInputs */
/** @typedef {{}} Errors_Account_Code_Wrong_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Account_Code_Wrong_ManyInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_HeldInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Final_SaleInputs */
/** @typedef {{}} Errors_Buyout_Refusal_RepairedInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_MonthlyInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Already_OwnedInputs */
/** @typedef {{}} Errors_Buyout_Refusal_Not_DeliveredInputs */
/** @typedef {{}} Errors_Buyout_Refusal_No_Retail_ValueInputs */
/** @typedef {{}} Errors_Buyout_Refusal_PendingInputs */
/** @typedef {{}} Errors_Buyout_Unpaid_BillInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Tips_Note_Too_LongInputs */
/** @typedef {{}} Errors_Visit_Choose_Swap_DayInputs */
/** @typedef {{}} Errors_Visit_Choose_Move_DayInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Day_PassedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Earliest_SwapInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Visit_Earliest_MoveInputs */
/** @typedef {{ date: NonNullable<unknown> }} Errors_Moves_NoticeInputs */
/** @typedef {{}} Errors_Visit_Refusal_ReturnedInputs */
/** @typedef {{}} Errors_Visit_Refusal_Owned_SwapInputs */
/** @typedef {{}} Errors_Visit_Refusal_Owned_MoveInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_Delivered_SwapInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_Delivered_MoveInputs */
/** @typedef {{}} Errors_Visit_Refusal_Not_SwappableInputs */
/** @typedef {{}} Errors_Visit_Refusal_BuyoutInputs */
/** @typedef {{}} Errors_Visit_Refusal_BookedInputs */
/** @typedef {{ postalCode: NonNullable<unknown> }} Errors_Addresses_Not_ReachedInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Addresses_Too_ManyInputs */
/** @typedef {{ store: NonNullable<unknown>, depot: NonNullable<unknown>, postalCode: NonNullable<unknown>, city: NonNullable<unknown> }} Errors_Partner_Depot_Not_ReachedInputs */
/** @typedef {{ province: NonNullable<unknown>, start: NonNullable<unknown>, date: NonNullable<unknown> }} Errors_Tax_Rates_BeforeInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Errors_Time_Zone_UnknownInputs */
/** @typedef {{}} Errors_Date_InvalidInputs */
/** @typedef {{}} Errors_Money_Two_DecimalsInputs */
/** @typedef {{}} Errors_Photos_ClosedInputs */
/** @typedef {{}} Errors_Photos_Not_On_ReturnInputs */
/** @typedef {{}} Errors_Photos_Return_Not_FoundInputs */
/** @typedef {{}} Errors_Photos_Item_Not_On_ReturnInputs */
/** @typedef {{}} Errors_Photos_ChooseInputs */
/** @typedef {{}} Errors_Photos_Too_BigInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Photos_Max_Per_ItemInputs */
/** @typedef {{}} Errors_Photos_ReloadInputs */
/** @typedef {{}} Errors_Photos_Item_Not_YoursInputs */
/** @typedef {{}} Errors_Photos_Too_Many_PixelsInputs */
/** @typedef {{}} Errors_Photos_Not_A_PhotoInputs */
/** @typedef {{}} Errors_Photos_UnreadableInputs */
/** @typedef {{ visit: NonNullable<unknown>, date: NonNullable<unknown>, more: NonNullable<unknown> }} Errors_Addresses_Visit_BookedInputs */
/** @typedef {{}} Errors_Addresses_One_More_VisitInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Addresses_More_VisitsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Return_PickupInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_SwapInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Move_DeliveringInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Move_Picking_UpInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Order_PickupInputs */
/** @typedef {{ number: NonNullable<unknown> }} Errors_Addresses_Visit_Order_DeliveryInputs */
/** @typedef {{}} Errors_Addresses_One_Product_HereInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Addresses_Products_HereInputs */
/** @typedef {{}} Errors_Address_Street_TheInputs */
/** @typedef {{}} Errors_Address_Street_YourInputs */
/** @typedef {{}} Errors_Address_Street_LongInputs */
/** @typedef {{}} Errors_Address_Unit_LongInputs */
/** @typedef {{}} Errors_Address_City_TheInputs */
/** @typedef {{}} Errors_Address_City_YourInputs */
/** @typedef {{}} Errors_Address_City_LongInputs */
/** @typedef {{}} Errors_Address_Province_TheInputs */
/** @typedef {{}} Errors_Address_Province_YourInputs */
/** @typedef {{}} Errors_Address_Postal_TheInputs */
/** @typedef {{}} Errors_Address_Postal_YourInputs */
/** @typedef {{}} Errors_Address_Postal_InvalidInputs */
/** @typedef {{ postalCode: NonNullable<unknown>, province: NonNullable<unknown> }} Errors_Address_Postal_ProvinceInputs */
/** @typedef {{}} Errors_Address_First_NameInputs */
/** @typedef {{}} Errors_Address_First_Name_LongInputs */
/** @typedef {{}} Errors_Address_Last_NameInputs */
/** @typedef {{}} Errors_Address_Last_Name_LongInputs */
/** @typedef {{}} Errors_Address_PhoneInputs */
/** @typedef {{}} Errors_Address_BuildingInputs */
/** @typedef {{}} Errors_Address_FloorInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Receiving_Hours_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Buzzer_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Address_Instructions_LongInputs */
/** @typedef {{ postalCode: NonNullable<unknown> }} Errors_Moves_Not_ReachedInputs */
/** @typedef {{}} Errors_Profile_First_NameInputs */
/** @typedef {{}} Errors_Profile_Last_NameInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Profile_First_Name_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Profile_Last_Name_LongInputs */
/** @typedef {{}} Errors_Phone_Digits_OnlyInputs */
/** @typedef {{}} Errors_Phone_CanadianInputs */
/** @typedef {{}} Errors_Phone_Ten_DigitsInputs */
/** @typedef {{}} Errors_Phone_Not_ValidInputs */
/** @typedef {{ areaCode: NonNullable<unknown> }} Errors_Phone_Area_CodeInputs */
/** @typedef {{}} Errors_Swatches_Full_NameInputs */
/** @typedef {{}} Errors_Swatches_Full_Name_LongInputs */
/** @typedef {{}} Errors_Swatches_EmailInputs */
/** @typedef {{}} Errors_Swatches_Email_InvalidInputs */
/** @typedef {{}} Errors_Swatches_PhoneInputs */
/** @typedef {{}} Errors_Swatches_Phone_InvalidInputs */
/** @typedef {{}} Errors_Swatches_Canada_OnlyInputs */
/** @typedef {{}} Errors_Swatches_NoneInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Swatches_ManyInputs */
/** @typedef {{}} Errors_Swatches_UnknownInputs */
/** @typedef {{}} Errors_Swatches_Saved_Address_InvalidInputs */
/** @typedef {{}} Errors_Swatches_No_Longer_OfferedInputs */
/** @typedef {{}} Errors_Swatches_Sign_In_For_AddressInputs */
/** @typedef {{}} Errors_Swatches_Saved_Address_Not_FoundInputs */
/** @typedef {{ field: NonNullable<unknown>, got: NonNullable<unknown> }} Errors_Catalog_IdInputs */
/** @typedef {{ max: NonNullable<unknown>, field: NonNullable<unknown> }} Errors_Catalog_Too_Many_ValuesInputs */
/** @typedef {{ field: NonNullable<unknown> }} Errors_Catalog_Value_Too_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Limit_RangeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Offset_RangeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Search_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Catalog_Suggestions_MaxInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Share_QuantityInputs */
/** @typedef {{ option: NonNullable<unknown> }} Errors_Share_Not_Purchase_OptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Share_No_Longer_SoldInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_Share_Product_FallbackInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Share_Not_OfferedInputs */
/** @typedef {{}} Errors_Auth_Invalid_CredentialsInputs */
/** @typedef {{}} Errors_Auth_Session_EndedInputs */
/** @typedef {{}} Errors_Auth_Link_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Sign_InInputs */
/** @typedef {{}} Errors_Auth_InternalInputs */
/** @typedef {{}} Errors_Auth_Request_Too_LargeInputs */
/** @typedef {{}} Errors_Auth_Send_JsonInputs */
/** @typedef {{}} Errors_Auth_Invalid_JsonInputs */
/** @typedef {{ shape: NonNullable<unknown> }} Errors_Auth_Send_ObjectInputs */
/** @typedef {{}} Errors_Auth_Type_CourierInputs */
/** @typedef {{}} Errors_Auth_Which_ActionInputs */
/** @typedef {{}} Errors_Auth_Action_DataInputs */
/** @typedef {{}} Errors_Auth_EmailInputs */
/** @typedef {{}} Errors_Auth_Email_InvalidInputs */
/** @typedef {{}} Errors_Auth_PasswordInputs */
/** @typedef {{}} Errors_Auth_Password_Is_EmailInputs */
/** @typedef {{}} Errors_Auth_Password_CommonInputs */
/** @typedef {{}} Errors_Auth_Provider_UnavailableInputs */
/** @typedef {{}} Errors_Auth_Social_StateInputs */
/** @typedef {{}} Errors_Auth_Social_Too_LongInputs */
/** @typedef {{}} Errors_Auth_Social_CancelledInputs */
/** @typedef {{}} Errors_Auth_Social_FailedInputs */
/** @typedef {{}} Errors_Auth_UnavailableInputs */
/** @typedef {{}} Errors_Auth_Name_LongInputs */
/** @typedef {{}} Errors_Auth_Name_ControlInputs */
/** @typedef {{}} Errors_Auth_Your_PasswordInputs */
/** @typedef {{}} Errors_Auth_Identity_In_UseInputs */
/** @typedef {{}} Errors_Auth_Email_TakenInputs */
/** @typedef {{}} Errors_Auth_Link_Account_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Reset_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Refresh_To_Sign_OutInputs */
/** @typedef {{}} Errors_Auth_Temp_Link_ExpiredInputs */
/** @typedef {{}} Errors_Auth_ReauthenticateInputs */
/** @typedef {{}} Errors_Auth_Same_EmailInputs */
/** @typedef {{}} Errors_Auth_Email_In_UseInputs */
/** @typedef {{}} Errors_Auth_Already_VerifiedInputs */
/** @typedef {{}} Errors_Auth_Confirmation_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Email_Taken_MeanwhileInputs */
/** @typedef {{}} Errors_Auth_Social_ExpiredInputs */
/** @typedef {{}} Errors_Auth_Social_Wrong_AccountInputs */
/** @typedef {{}} Errors_Auth_Email_RequiredInputs */
/** @typedef {{}} Errors_Auth_Link_RequiredInputs */
/** @typedef {{}} Errors_Auth_Email_In_Use_SocialInputs */
/** @typedef {{ action: NonNullable<unknown> }} Errors_Auth_Unknown_ActionInputs */
/** @typedef {{ connection: NonNullable<unknown> }} Errors_Auth_Unknown_ConnectionInputs */
/** @typedef {{ min: NonNullable<unknown> }} Errors_Auth_Password_ShortInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Auth_Password_LongInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Errors_Auth_Too_Many_AttemptsInputs */
/** @typedef {{}} Errors_Auth_Wait_SecondInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_SecondsInputs */
/** @typedef {{}} Errors_Auth_Wait_MinuteInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_MinutesInputs */
/** @typedef {{}} Errors_Auth_Wait_HourInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Auth_Wait_HoursInputs */
/** @typedef {{}} Mail_SignoffInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} Mail_Label_ValueInputs */
/** @typedef {{}} Mail_Paste_AddressInputs */
/** @typedef {{}} Mail_Reset_SubjectInputs */
/** @typedef {{}} Mail_Reset_AskedInputs */
/** @typedef {{}} Mail_Reset_If_YouInputs */
/** @typedef {{}} Mail_Reset_If_Not_YouInputs */
/** @typedef {{}} Mail_Reset_ActionInputs */
/** @typedef {{}} Mail_Verify_SubjectInputs */
/** @typedef {{}} Mail_Verify_WelcomeInputs */
/** @typedef {{}} Mail_Verify_Change_SubjectInputs */
/** @typedef {{}} Mail_Verify_Change_AskedInputs */
/** @typedef {{}} Mail_Verify_Change_WithinInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{}} Mail_Email_Changed_SubjectInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Email_Changed_NowInputs */
/** @typedef {{}} Mail_Email_Changed_Not_YouInputs */
/** @typedef {{}} Mail_Password_Changed_SubjectInputs */
/** @typedef {{}} Mail_Password_Changed_ResetInputs */
/** @typedef {{}} Mail_Password_Changed_Not_YouInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_Greeting_NamedInputs */
/** @typedef {{}} Mail_GreetingInputs */
/** @typedef {{ body: NonNullable<unknown> }} Mail_SmsInputs */
/** @typedef {{}} Mail_ItemsInputs */
/** @typedef {{}} Mail_Items_LineInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Mail_QuestionsInputs */
/** @typedef {{ phone: NonNullable<unknown>, email: NonNullable<unknown> }} Mail_Questions_LineInputs */
/** @typedef {{}} Mail_Your_AccountInputs */
/** @typedef {{ card: NonNullable<unknown>, lastFour: NonNullable<unknown> }} Mail_Card_EndingInputs */
/** @typedef {{}} Mail_Card_GenericInputs */
/** @typedef {{}} Mail_Card_On_FileInputs */
/** @typedef {{ card: NonNullable<unknown> }} Mail_Charged_ToInputs */
/** @typedef {{}} Mail_Window_MorningInputs */
/** @typedef {{}} Mail_Window_AfternoonInputs */
/** @typedef {{}} Mail_Window_EveningInputs */
/** @typedef {{}} Mail_Window_AnytimeInputs */
/** @typedef {{}} Mail_Window_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown> }} Mail_Window_RangeInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown>, window: NonNullable<unknown> }} Mail_Visit_WhenInputs */
/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Day_With_WeekdayInputs */
/** @typedef {{}} Mail_Warehouse_NameInputs */
/** @typedef {{ place: NonNullable<unknown>, address: NonNullable<unknown>, day: NonNullable<unknown>, open: NonNullable<unknown>, close: NonNullable<unknown> }} Mail_Pickup_SentenceInputs */
/** @typedef {{}} Mail_Pickup_BringInputs */
/** @typedef {{}} Mail_Noun_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_PickupInputs */
/** @typedef {{}} Mail_Noun_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Warehouse_PickupInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Warehouse_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Swap_VisitInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_TheInputs */
/** @typedef {{}} Mail_Noun_Swap_Visit_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_PickupInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Pickup_LabelInputs */
/** @typedef {{}} Mail_Noun_Move_DeliveryInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_TheInputs */
/** @typedef {{}} Mail_Noun_Move_Delivery_LabelInputs */
/** @typedef {{}} Mail_Noun_SwapInputs */
/** @typedef {{}} Mail_Noun_Swap_TheInputs */
/** @typedef {{}} Mail_Noun_MoveInputs */
/** @typedef {{}} Mail_Noun_Move_TheInputs */
/** @typedef {{}} Mail_Row_ItemsInputs */
/** @typedef {{}} Mail_Row_Return_FeeInputs */
/** @typedef {{}} Mail_Row_SwapInputs */
/** @typedef {{}} Mail_Row_MoveInputs */
/** @typedef {{}} Mail_Row_BuyoutInputs */
/** @typedef {{}} Mail_Row_SwatchesInputs */
/** @typedef {{}} Mail_Row_SubtotalInputs */
/** @typedef {{}} Mail_Row_Visit_FeeInputs */
/** @typedef {{}} Mail_Row_Move_FeeInputs */
/** @typedef {{}} Mail_Row_DeliveryInputs */
/** @typedef {{}} Mail_Row_AssemblyInputs */
/** @typedef {{}} Mail_Row_DiscountInputs */
/** @typedef {{}} Mail_Row_TotalInputs */
/** @typedef {{}} Mail_Row_Credit_UsedInputs */
/** @typedef {{}} Mail_Row_RefundedInputs */
/** @typedef {{}} Mail_Row_TipInputs */
/** @typedef {{}} Mail_Row_PaidInputs */
/** @typedef {{}} Mail_Row_Due_NowInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown> }} Mail_Row_Bill_LineInputs */
/** @typedef {{ name: NonNullable<unknown>, period: NonNullable<unknown>, care: NonNullable<unknown> }} Mail_Row_Bill_Line_CareInputs */
/** @typedef {{}} Mail_Fact_AddressInputs */
/** @typedef {{}} Mail_Fact_Moving_ToInputs */
/** @typedef {{}} Mail_Fact_Order_NumberInputs */
/** @typedef {{}} Mail_Fact_Return_NumberInputs */
/** @typedef {{}} Mail_Fact_Pick_Up_AtInputs */
/** @typedef {{}} Mail_Fact_WhenInputs */
/** @typedef {{}} Mail_Fact_Picked_UpInputs */
/** @typedef {{}} Mail_Fact_DeliveredInputs */
/** @typedef {{}} Mail_Fact_Bill_DateInputs */
/** @typedef {{}} Mail_Link_ReceiptInputs */
/** @typedef {{}} Mail_Link_VisitsInputs */
/** @typedef {{}} Mail_Link_See_VisitInputs */
/** @typedef {{}} Mail_Link_Follow_CrewInputs */
/** @typedef {{}} Mail_Link_ReviewInputs */
/** @typedef {{}} Mail_Link_TipInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Link_PayInputs */
/** @typedef {{}} Mail_Link_ReceiptsInputs */
/** @typedef {{}} Mail_Email_Day_BeforeInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Return_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Return_Preview_DayInputs */
/** @typedef {{}} Mail_Return_PreviewInputs */
/** @typedef {{}} Mail_Return_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Return_BookedInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Mail_Return_Fee_LaterInputs */
/** @typedef {{}} Mail_Return_FreeInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Return_Sms_DayInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Swap_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown>, day: NonNullable<unknown> }} Mail_Swap_PreviewInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Swap_Preview_No_DayInputs */
/** @typedef {{}} Mail_Swap_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Swap_BookedInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Swap_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Charged_PreviewInputs */
/** @typedef {{}} Mail_Move_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_BookedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Move_Booked_VisitsInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Move_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_SubjectInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Buyout_PreviewInputs */
/** @typedef {{}} Mail_Buyout_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Buyout_PaidInputs */
/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Buyout_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_SubjectInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Order_Subject_PartnerInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_PickupInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Order_Preview_DeliveryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Order_PreviewInputs */
/** @typedef {{}} Mail_Order_HeadingInputs */
/** @typedef {{ partner: NonNullable<unknown> }} Mail_Order_Heading_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_PlacedInputs */
/** @typedef {{ partner: NonNullable<unknown>, number: NonNullable<unknown>, reminder: NonNullable<unknown> }} Mail_Order_Placed_PartnerInputs */
/** @typedef {{ number: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_SmsInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, address: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_PickupInputs */
/** @typedef {{ number: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Order_Sms_DeliveryInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_SubjectInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Reminder_HeadingInputs */
/** @typedef {{}} Mail_Reminder_WarehouseInputs */
/** @typedef {{}} Mail_Reminder_PickupInputs */
/** @typedef {{}} Mail_Reminder_DeliveryInputs */
/** @typedef {{}} Mail_Reminder_FollowInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Reminder_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Picked_Up_SubjectInputs */
/** @typedef {{}} Mail_Picked_Up_PreviewInputs */
/** @typedef {{}} Mail_Picked_Up_HeadingInputs */
/** @typedef {{}} Mail_Picked_Up_ThanksInputs */
/** @typedef {{ number: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Picked_Up_SmsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Delivered_SubjectInputs */
/** @typedef {{}} Mail_Delivered_PreviewInputs */
/** @typedef {{}} Mail_Delivered_HeadingInputs */
/** @typedef {{}} Mail_Delivered_DoneInputs */
/** @typedef {{}} Mail_Delivered_TipInputs */
/** @typedef {{ number: NonNullable<unknown>, tip: NonNullable<unknown>, review: NonNullable<unknown> }} Mail_Delivered_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Cancelled_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_Preview_RefundInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Cancelled_PreviewInputs */
/** @typedef {{ noun: NonNullable<unknown> }} Mail_Cancelled_HeadingInputs */
/** @typedef {{ noun: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Cancelled_As_AskedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_RefundedInputs */
/** @typedef {{}} Mail_Cancelled_NothingInputs */
/** @typedef {{}} Mail_Cancelled_Items_StayInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_SmsInputs */
/** @typedef {{ noun: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Cancelled_Sms_RefundInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Tip_SubjectInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Tip_PreviewInputs */
/** @typedef {{}} Mail_Tip_HeadingInputs */
/** @typedef {{}} Mail_Tip_All_CrewInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Tip_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Declined_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Declined_PreviewInputs */
/** @typedef {{}} Mail_Declined_HeadingInputs */
/** @typedef {{ card: NonNullable<unknown>, day: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Declined_CardInputs */
/** @typedef {{}} Mail_Declined_PayInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Bill_SubjectInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_PreviewInputs */
/** @typedef {{}} Mail_Bill_HeadingInputs */
/** @typedef {{ day: NonNullable<unknown> }} Mail_Bill_ThanksInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Bill_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_SubjectInputs */
/** @typedef {{}} Mail_Overdue_PreviewInputs */
/** @typedef {{}} Mail_Overdue_HeadingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Overdue_ReceivedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Overdue_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mail_Fee_Declined_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Fee_Declined_PreviewInputs */
/** @typedef {{}} Mail_Fee_Declined_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown> }} Mail_Fee_Declined_PickedInputs */
/** @typedef {{ amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_Declined_SmsInputs */
/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Mail_Fee_SubjectInputs */
/** @typedef {{}} Mail_Fee_PreviewInputs */
/** @typedef {{}} Mail_Fee_HeadingInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, card: NonNullable<unknown> }} Mail_Fee_ChargedInputs */
/** @typedef {{ number: NonNullable<unknown>, amount: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Fee_SmsInputs */
/** @typedef {{}} Mail_Postal_AddressInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_DeliveryInputs */
/** @typedef {{}} Mail_Feed_Out_Subject_PickupInputs */
/** @typedef {{}} Mail_Feed_Nearby_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_DeliveryInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Out_Text_PickupInputs */
/** @typedef {{ name: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Feed_Nearby_TextInputs */
/** @typedef {{ code: NonNullable<unknown>, phone: NonNullable<unknown> }} Mail_Sms_CodeInputs */
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
export const errors_catalog_city_not_served: (inputs: Errors_Catalog_City_Not_ServedInputs) => LocalizedString;
export const errors_catalog_no_category: (inputs: Errors_Catalog_No_CategoryInputs) => LocalizedString;
export const errors_catalog_no_product: (inputs: Errors_Catalog_No_ProductInputs) => LocalizedString;
export const errors_words_this_swap: (inputs: Errors_Words_This_SwapInputs) => LocalizedString;
export const errors_words_this_move: (inputs: Errors_Words_This_MoveInputs) => LocalizedString;
export const errors_words_this_order: (inputs: Errors_Words_This_OrderInputs) => LocalizedString;
export const errors_words_a_swap_start: (inputs: Errors_Words_A_Swap_StartInputs) => LocalizedString;
export const errors_words_a_move_start: (inputs: Errors_Words_A_Move_StartInputs) => LocalizedString;
export const errors_words_an_order_start: (inputs: Errors_Words_An_Order_StartInputs) => LocalizedString;
export const errors_words_this_swap_start: (inputs: Errors_Words_This_Swap_StartInputs) => LocalizedString;
export const errors_words_this_move_start: (inputs: Errors_Words_This_Move_StartInputs) => LocalizedString;
export const errors_words_pickup: (inputs: Errors_Words_PickupInputs) => LocalizedString;
export const errors_words_delivery: (inputs: Errors_Words_DeliveryInputs) => LocalizedString;
export const errors_words_receipts: (inputs: Errors_Words_ReceiptsInputs) => LocalizedString;
export const errors_words_bills: (inputs: Errors_Words_BillsInputs) => LocalizedString;
export const errors_deliveries_swap_cancelled_no_move: (inputs: Errors_Deliveries_Swap_Cancelled_No_MoveInputs) => LocalizedString;
export const errors_deliveries_move_cancelled_no_move: (inputs: Errors_Deliveries_Move_Cancelled_No_MoveInputs) => LocalizedString;
export const errors_deliveries_other_visit_started: (inputs: Errors_Deliveries_Other_Visit_StartedInputs) => LocalizedString;
export const errors_deliveries_notice: (inputs: Errors_Deliveries_NoticeInputs) => LocalizedString;
export const errors_deliveries_move_days_ahead: (inputs: Errors_Deliveries_Move_Days_AheadInputs) => LocalizedString;
export const errors_deliveries_other_depot_no_window: (inputs: Errors_Deliveries_Other_Depot_No_WindowInputs) => LocalizedString;
export const errors_deliveries_window_full: (inputs: Errors_Deliveries_Window_FullInputs) => LocalizedString;
export const errors_deliveries_half_of_swap: (inputs: Errors_Deliveries_Half_Of_SwapInputs) => LocalizedString;
export const errors_deliveries_half_of_move: (inputs: Errors_Deliveries_Half_Of_MoveInputs) => LocalizedString;
export const errors_bookings_already_cancelled: (inputs: Errors_Bookings_Already_CancelledInputs) => LocalizedString;
export const errors_bookings_done: (inputs: Errors_Bookings_DoneInputs) => LocalizedString;
export const errors_bookings_too_late: (inputs: Errors_Bookings_Too_LateInputs) => LocalizedString;
export const errors_reviews_too_short: (inputs: Errors_Reviews_Too_ShortInputs) => LocalizedString;
export const errors_reviews_too_long: (inputs: Errors_Reviews_Too_LongInputs) => LocalizedString;
export const errors_receipts_not_found: (inputs: Errors_Receipts_Not_FoundInputs) => LocalizedString;
export const errors_receipts_page_size: (inputs: Errors_Receipts_Page_SizeInputs) => LocalizedString;
export const errors_account_too_many_codes: (inputs: Errors_Account_Too_Many_CodesInputs) => LocalizedString;
export const errors_account_code_wrong_one: (inputs: Errors_Account_Code_Wrong_OneInputs) => LocalizedString;
export const errors_account_code_wrong_many: (inputs: Errors_Account_Code_Wrong_ManyInputs) => LocalizedString;
export const errors_buyout_refusal_not_held: (inputs: Errors_Buyout_Refusal_Not_HeldInputs) => LocalizedString;
export const errors_buyout_refusal_final_sale: (inputs: Errors_Buyout_Refusal_Final_SaleInputs) => LocalizedString;
export const errors_buyout_refusal_repaired: (inputs: Errors_Buyout_Refusal_RepairedInputs) => LocalizedString;
export const errors_buyout_refusal_not_monthly: (inputs: Errors_Buyout_Refusal_Not_MonthlyInputs) => LocalizedString;
export const errors_buyout_refusal_already_owned: (inputs: Errors_Buyout_Refusal_Already_OwnedInputs) => LocalizedString;
export const errors_buyout_refusal_not_delivered: (inputs: Errors_Buyout_Refusal_Not_DeliveredInputs) => LocalizedString;
export const errors_buyout_refusal_no_retail_value: (inputs: Errors_Buyout_Refusal_No_Retail_ValueInputs) => LocalizedString;
export const errors_buyout_refusal_pending: (inputs: Errors_Buyout_Refusal_PendingInputs) => LocalizedString;
export const errors_buyout_unpaid_bill: (inputs: Errors_Buyout_Unpaid_BillInputs) => LocalizedString;
export const errors_tips_note_too_long: (inputs: Errors_Tips_Note_Too_LongInputs) => LocalizedString;
export const errors_visit_choose_swap_day: (inputs: Errors_Visit_Choose_Swap_DayInputs) => LocalizedString;
export const errors_visit_choose_move_day: (inputs: Errors_Visit_Choose_Move_DayInputs) => LocalizedString;
export const errors_visit_day_passed: (inputs: Errors_Visit_Day_PassedInputs) => LocalizedString;
export const errors_visit_earliest_swap: (inputs: Errors_Visit_Earliest_SwapInputs) => LocalizedString;
export const errors_visit_earliest_move: (inputs: Errors_Visit_Earliest_MoveInputs) => LocalizedString;
export const errors_moves_notice: (inputs: Errors_Moves_NoticeInputs) => LocalizedString;
export const errors_visit_refusal_returned: (inputs: Errors_Visit_Refusal_ReturnedInputs) => LocalizedString;
export const errors_visit_refusal_owned_swap: (inputs: Errors_Visit_Refusal_Owned_SwapInputs) => LocalizedString;
export const errors_visit_refusal_owned_move: (inputs: Errors_Visit_Refusal_Owned_MoveInputs) => LocalizedString;
export const errors_visit_refusal_not_delivered_swap: (inputs: Errors_Visit_Refusal_Not_Delivered_SwapInputs) => LocalizedString;
export const errors_visit_refusal_not_delivered_move: (inputs: Errors_Visit_Refusal_Not_Delivered_MoveInputs) => LocalizedString;
export const errors_visit_refusal_not_swappable: (inputs: Errors_Visit_Refusal_Not_SwappableInputs) => LocalizedString;
export const errors_visit_refusal_buyout: (inputs: Errors_Visit_Refusal_BuyoutInputs) => LocalizedString;
export const errors_visit_refusal_booked: (inputs: Errors_Visit_Refusal_BookedInputs) => LocalizedString;
export const errors_addresses_not_reached: (inputs: Errors_Addresses_Not_ReachedInputs) => LocalizedString;
export const errors_addresses_too_many: (inputs: Errors_Addresses_Too_ManyInputs) => LocalizedString;
export const errors_partner_depot_not_reached: (inputs: Errors_Partner_Depot_Not_ReachedInputs) => LocalizedString;
export const errors_tax_rates_before: (inputs: Errors_Tax_Rates_BeforeInputs) => LocalizedString;
export const errors_time_zone_unknown: (inputs: Errors_Time_Zone_UnknownInputs) => LocalizedString;
export const errors_date_invalid: (inputs: Errors_Date_InvalidInputs) => LocalizedString;
export const errors_money_two_decimals: (inputs: Errors_Money_Two_DecimalsInputs) => LocalizedString;
export const errors_photos_closed: (inputs: Errors_Photos_ClosedInputs) => LocalizedString;
export const errors_photos_not_on_return: (inputs: Errors_Photos_Not_On_ReturnInputs) => LocalizedString;
export const errors_photos_return_not_found: (inputs: Errors_Photos_Return_Not_FoundInputs) => LocalizedString;
export const errors_photos_item_not_on_return: (inputs: Errors_Photos_Item_Not_On_ReturnInputs) => LocalizedString;
export const errors_photos_choose: (inputs: Errors_Photos_ChooseInputs) => LocalizedString;
export const errors_photos_too_big: (inputs: Errors_Photos_Too_BigInputs) => LocalizedString;
export const errors_photos_max_per_item: (inputs: Errors_Photos_Max_Per_ItemInputs) => LocalizedString;
export const errors_photos_reload: (inputs: Errors_Photos_ReloadInputs) => LocalizedString;
export const errors_photos_item_not_yours: (inputs: Errors_Photos_Item_Not_YoursInputs) => LocalizedString;
export const errors_photos_too_many_pixels: (inputs: Errors_Photos_Too_Many_PixelsInputs) => LocalizedString;
export const errors_photos_not_a_photo: (inputs: Errors_Photos_Not_A_PhotoInputs) => LocalizedString;
export const errors_photos_unreadable: (inputs: Errors_Photos_UnreadableInputs) => LocalizedString;
export const errors_addresses_visit_booked: (inputs: Errors_Addresses_Visit_BookedInputs) => LocalizedString;
export const errors_addresses_one_more_visit: (inputs: Errors_Addresses_One_More_VisitInputs) => LocalizedString;
export const errors_addresses_more_visits: (inputs: Errors_Addresses_More_VisitsInputs) => LocalizedString;
export const errors_addresses_visit_return_pickup: (inputs: Errors_Addresses_Visit_Return_PickupInputs) => LocalizedString;
export const errors_addresses_visit_swap: (inputs: Errors_Addresses_Visit_SwapInputs) => LocalizedString;
export const errors_addresses_visit_move_delivering: (inputs: Errors_Addresses_Visit_Move_DeliveringInputs) => LocalizedString;
export const errors_addresses_visit_move_picking_up: (inputs: Errors_Addresses_Visit_Move_Picking_UpInputs) => LocalizedString;
export const errors_addresses_visit_order_pickup: (inputs: Errors_Addresses_Visit_Order_PickupInputs) => LocalizedString;
export const errors_addresses_visit_order_delivery: (inputs: Errors_Addresses_Visit_Order_DeliveryInputs) => LocalizedString;
export const errors_addresses_one_product_here: (inputs: Errors_Addresses_One_Product_HereInputs) => LocalizedString;
export const errors_addresses_products_here: (inputs: Errors_Addresses_Products_HereInputs) => LocalizedString;
export const errors_address_street_the: (inputs: Errors_Address_Street_TheInputs) => LocalizedString;
export const errors_address_street_your: (inputs: Errors_Address_Street_YourInputs) => LocalizedString;
export const errors_address_street_long: (inputs: Errors_Address_Street_LongInputs) => LocalizedString;
export const errors_address_unit_long: (inputs: Errors_Address_Unit_LongInputs) => LocalizedString;
export const errors_address_city_the: (inputs: Errors_Address_City_TheInputs) => LocalizedString;
export const errors_address_city_your: (inputs: Errors_Address_City_YourInputs) => LocalizedString;
export const errors_address_city_long: (inputs: Errors_Address_City_LongInputs) => LocalizedString;
export const errors_address_province_the: (inputs: Errors_Address_Province_TheInputs) => LocalizedString;
export const errors_address_province_your: (inputs: Errors_Address_Province_YourInputs) => LocalizedString;
export const errors_address_postal_the: (inputs: Errors_Address_Postal_TheInputs) => LocalizedString;
export const errors_address_postal_your: (inputs: Errors_Address_Postal_YourInputs) => LocalizedString;
export const errors_address_postal_invalid: (inputs: Errors_Address_Postal_InvalidInputs) => LocalizedString;
export const errors_address_postal_province: (inputs: Errors_Address_Postal_ProvinceInputs) => LocalizedString;
export const errors_address_first_name: (inputs: Errors_Address_First_NameInputs) => LocalizedString;
export const errors_address_first_name_long: (inputs: Errors_Address_First_Name_LongInputs) => LocalizedString;
export const errors_address_last_name: (inputs: Errors_Address_Last_NameInputs) => LocalizedString;
export const errors_address_last_name_long: (inputs: Errors_Address_Last_Name_LongInputs) => LocalizedString;
export const errors_address_phone: (inputs: Errors_Address_PhoneInputs) => LocalizedString;
export const errors_address_building: (inputs: Errors_Address_BuildingInputs) => LocalizedString;
export const errors_address_floor: (inputs: Errors_Address_FloorInputs) => LocalizedString;
export const errors_address_receiving_hours_long: (inputs: Errors_Address_Receiving_Hours_LongInputs) => LocalizedString;
export const errors_address_buzzer_long: (inputs: Errors_Address_Buzzer_LongInputs) => LocalizedString;
export const errors_address_instructions_long: (inputs: Errors_Address_Instructions_LongInputs) => LocalizedString;
export const errors_moves_not_reached: (inputs: Errors_Moves_Not_ReachedInputs) => LocalizedString;
export const errors_profile_first_name: (inputs: Errors_Profile_First_NameInputs) => LocalizedString;
export const errors_profile_last_name: (inputs: Errors_Profile_Last_NameInputs) => LocalizedString;
export const errors_profile_first_name_long: (inputs: Errors_Profile_First_Name_LongInputs) => LocalizedString;
export const errors_profile_last_name_long: (inputs: Errors_Profile_Last_Name_LongInputs) => LocalizedString;
export const errors_phone_digits_only: (inputs: Errors_Phone_Digits_OnlyInputs) => LocalizedString;
export const errors_phone_canadian: (inputs: Errors_Phone_CanadianInputs) => LocalizedString;
export const errors_phone_ten_digits: (inputs: Errors_Phone_Ten_DigitsInputs) => LocalizedString;
export const errors_phone_not_valid: (inputs: Errors_Phone_Not_ValidInputs) => LocalizedString;
export const errors_phone_area_code: (inputs: Errors_Phone_Area_CodeInputs) => LocalizedString;
export const errors_swatches_full_name: (inputs: Errors_Swatches_Full_NameInputs) => LocalizedString;
export const errors_swatches_full_name_long: (inputs: Errors_Swatches_Full_Name_LongInputs) => LocalizedString;
export const errors_swatches_email: (inputs: Errors_Swatches_EmailInputs) => LocalizedString;
export const errors_swatches_email_invalid: (inputs: Errors_Swatches_Email_InvalidInputs) => LocalizedString;
export const errors_swatches_phone: (inputs: Errors_Swatches_PhoneInputs) => LocalizedString;
export const errors_swatches_phone_invalid: (inputs: Errors_Swatches_Phone_InvalidInputs) => LocalizedString;
export const errors_swatches_canada_only: (inputs: Errors_Swatches_Canada_OnlyInputs) => LocalizedString;
export const errors_swatches_none: (inputs: Errors_Swatches_NoneInputs) => LocalizedString;
export const errors_swatches_many: (inputs: Errors_Swatches_ManyInputs) => LocalizedString;
export const errors_swatches_unknown: (inputs: Errors_Swatches_UnknownInputs) => LocalizedString;
export const errors_swatches_saved_address_invalid: (inputs: Errors_Swatches_Saved_Address_InvalidInputs) => LocalizedString;
export const errors_swatches_no_longer_offered: (inputs: Errors_Swatches_No_Longer_OfferedInputs) => LocalizedString;
export const errors_swatches_sign_in_for_address: (inputs: Errors_Swatches_Sign_In_For_AddressInputs) => LocalizedString;
export const errors_swatches_saved_address_not_found: (inputs: Errors_Swatches_Saved_Address_Not_FoundInputs) => LocalizedString;
export const errors_catalog_id: (inputs: Errors_Catalog_IdInputs) => LocalizedString;
export const errors_catalog_too_many_values: (inputs: Errors_Catalog_Too_Many_ValuesInputs) => LocalizedString;
export const errors_catalog_value_too_long: (inputs: Errors_Catalog_Value_Too_LongInputs) => LocalizedString;
export const errors_catalog_limit_range: (inputs: Errors_Catalog_Limit_RangeInputs) => LocalizedString;
export const errors_catalog_offset_range: (inputs: Errors_Catalog_Offset_RangeInputs) => LocalizedString;
export const errors_catalog_search_long: (inputs: Errors_Catalog_Search_LongInputs) => LocalizedString;
export const errors_catalog_suggestions_max: (inputs: Errors_Catalog_Suggestions_MaxInputs) => LocalizedString;
export const errors_share_quantity: (inputs: Errors_Share_QuantityInputs) => LocalizedString;
export const errors_share_not_purchase_option: (inputs: Errors_Share_Not_Purchase_OptionInputs) => LocalizedString;
export const errors_share_no_longer_sold: (inputs: Errors_Share_No_Longer_SoldInputs) => LocalizedString;
export const errors_share_product_fallback: (inputs: Errors_Share_Product_FallbackInputs) => LocalizedString;
export const errors_share_not_offered: (inputs: Errors_Share_Not_OfferedInputs) => LocalizedString;
export const errors_auth_invalid_credentials: (inputs: Errors_Auth_Invalid_CredentialsInputs) => LocalizedString;
export const errors_auth_session_ended: (inputs: Errors_Auth_Session_EndedInputs) => LocalizedString;
export const errors_auth_link_expired: (inputs: Errors_Auth_Link_ExpiredInputs) => LocalizedString;
export const errors_auth_sign_in: (inputs: Errors_Auth_Sign_InInputs) => LocalizedString;
export const errors_auth_internal: (inputs: Errors_Auth_InternalInputs) => LocalizedString;
export const errors_auth_request_too_large: (inputs: Errors_Auth_Request_Too_LargeInputs) => LocalizedString;
export const errors_auth_send_json: (inputs: Errors_Auth_Send_JsonInputs) => LocalizedString;
export const errors_auth_invalid_json: (inputs: Errors_Auth_Invalid_JsonInputs) => LocalizedString;
export const errors_auth_send_object: (inputs: Errors_Auth_Send_ObjectInputs) => LocalizedString;
export const errors_auth_type_courier: (inputs: Errors_Auth_Type_CourierInputs) => LocalizedString;
export const errors_auth_which_action: (inputs: Errors_Auth_Which_ActionInputs) => LocalizedString;
export const errors_auth_action_data: (inputs: Errors_Auth_Action_DataInputs) => LocalizedString;
export const errors_auth_email: (inputs: Errors_Auth_EmailInputs) => LocalizedString;
export const errors_auth_email_invalid: (inputs: Errors_Auth_Email_InvalidInputs) => LocalizedString;
export const errors_auth_password: (inputs: Errors_Auth_PasswordInputs) => LocalizedString;
export const errors_auth_password_is_email: (inputs: Errors_Auth_Password_Is_EmailInputs) => LocalizedString;
export const errors_auth_password_common: (inputs: Errors_Auth_Password_CommonInputs) => LocalizedString;
export const errors_auth_provider_unavailable: (inputs: Errors_Auth_Provider_UnavailableInputs) => LocalizedString;
export const errors_auth_social_state: (inputs: Errors_Auth_Social_StateInputs) => LocalizedString;
export const errors_auth_social_too_long: (inputs: Errors_Auth_Social_Too_LongInputs) => LocalizedString;
export const errors_auth_social_cancelled: (inputs: Errors_Auth_Social_CancelledInputs) => LocalizedString;
export const errors_auth_social_failed: (inputs: Errors_Auth_Social_FailedInputs) => LocalizedString;
export const errors_auth_unavailable: (inputs: Errors_Auth_UnavailableInputs) => LocalizedString;
export const errors_auth_name_long: (inputs: Errors_Auth_Name_LongInputs) => LocalizedString;
export const errors_auth_name_control: (inputs: Errors_Auth_Name_ControlInputs) => LocalizedString;
export const errors_auth_your_password: (inputs: Errors_Auth_Your_PasswordInputs) => LocalizedString;
export const errors_auth_identity_in_use: (inputs: Errors_Auth_Identity_In_UseInputs) => LocalizedString;
export const errors_auth_email_taken: (inputs: Errors_Auth_Email_TakenInputs) => LocalizedString;
export const errors_auth_link_account_expired: (inputs: Errors_Auth_Link_Account_ExpiredInputs) => LocalizedString;
export const errors_auth_reset_expired: (inputs: Errors_Auth_Reset_ExpiredInputs) => LocalizedString;
export const errors_auth_refresh_to_sign_out: (inputs: Errors_Auth_Refresh_To_Sign_OutInputs) => LocalizedString;
export const errors_auth_temp_link_expired: (inputs: Errors_Auth_Temp_Link_ExpiredInputs) => LocalizedString;
export const errors_auth_reauthenticate: (inputs: Errors_Auth_ReauthenticateInputs) => LocalizedString;
export const errors_auth_same_email: (inputs: Errors_Auth_Same_EmailInputs) => LocalizedString;
export const errors_auth_email_in_use: (inputs: Errors_Auth_Email_In_UseInputs) => LocalizedString;
export const errors_auth_already_verified: (inputs: Errors_Auth_Already_VerifiedInputs) => LocalizedString;
export const errors_auth_confirmation_expired: (inputs: Errors_Auth_Confirmation_ExpiredInputs) => LocalizedString;
export const errors_auth_email_taken_meanwhile: (inputs: Errors_Auth_Email_Taken_MeanwhileInputs) => LocalizedString;
export const errors_auth_social_expired: (inputs: Errors_Auth_Social_ExpiredInputs) => LocalizedString;
export const errors_auth_social_wrong_account: (inputs: Errors_Auth_Social_Wrong_AccountInputs) => LocalizedString;
export const errors_auth_email_required: (inputs: Errors_Auth_Email_RequiredInputs) => LocalizedString;
export const errors_auth_link_required: (inputs: Errors_Auth_Link_RequiredInputs) => LocalizedString;
export const errors_auth_email_in_use_social: (inputs: Errors_Auth_Email_In_Use_SocialInputs) => LocalizedString;
export const errors_auth_unknown_action: (inputs: Errors_Auth_Unknown_ActionInputs) => LocalizedString;
export const errors_auth_unknown_connection: (inputs: Errors_Auth_Unknown_ConnectionInputs) => LocalizedString;
export const errors_auth_password_short: (inputs: Errors_Auth_Password_ShortInputs) => LocalizedString;
export const errors_auth_password_long: (inputs: Errors_Auth_Password_LongInputs) => LocalizedString;
export const errors_auth_too_many_attempts: (inputs: Errors_Auth_Too_Many_AttemptsInputs) => LocalizedString;
export const errors_auth_wait_second: (inputs: Errors_Auth_Wait_SecondInputs) => LocalizedString;
export const errors_auth_wait_seconds: (inputs: Errors_Auth_Wait_SecondsInputs) => LocalizedString;
export const errors_auth_wait_minute: (inputs: Errors_Auth_Wait_MinuteInputs) => LocalizedString;
export const errors_auth_wait_minutes: (inputs: Errors_Auth_Wait_MinutesInputs) => LocalizedString;
export const errors_auth_wait_hour: (inputs: Errors_Auth_Wait_HourInputs) => LocalizedString;
export const errors_auth_wait_hours: (inputs: Errors_Auth_Wait_HoursInputs) => LocalizedString;
export const mail_signoff: (inputs: Mail_SignoffInputs) => LocalizedString;
export const mail_label_value: (inputs: Mail_Label_ValueInputs) => LocalizedString;
export const mail_paste_address: (inputs: Mail_Paste_AddressInputs) => LocalizedString;
export const mail_reset_subject: (inputs: Mail_Reset_SubjectInputs) => LocalizedString;
export const mail_reset_asked: (inputs: Mail_Reset_AskedInputs) => LocalizedString;
export const mail_reset_if_you: (inputs: Mail_Reset_If_YouInputs) => LocalizedString;
export const mail_reset_if_not_you: (inputs: Mail_Reset_If_Not_YouInputs) => LocalizedString;
export const mail_reset_action: (inputs: Mail_Reset_ActionInputs) => LocalizedString;
export const mail_verify_subject: (inputs: Mail_Verify_SubjectInputs) => LocalizedString;
export const mail_verify_welcome: (inputs: Mail_Verify_WelcomeInputs) => LocalizedString;
export const mail_verify_change_subject: (inputs: Mail_Verify_Change_SubjectInputs) => LocalizedString;
export const mail_verify_change_asked: (inputs: Mail_Verify_Change_AskedInputs) => LocalizedString;
export const mail_verify_change_within: (inputs: Mail_Verify_Change_WithinInputs) => LocalizedString;
export const mail_verify_action: (inputs: Mail_Verify_ActionInputs) => LocalizedString;
export const mail_email_changed_subject: (inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString;
export const mail_email_changed_now: (inputs: Mail_Email_Changed_NowInputs) => LocalizedString;
export const mail_email_changed_not_you: (inputs: Mail_Email_Changed_Not_YouInputs) => LocalizedString;
export const mail_password_changed_subject: (inputs: Mail_Password_Changed_SubjectInputs) => LocalizedString;
export const mail_password_changed_reset: (inputs: Mail_Password_Changed_ResetInputs) => LocalizedString;
export const mail_password_changed_not_you: (inputs: Mail_Password_Changed_Not_YouInputs) => LocalizedString;
export const mail_greeting_named: (inputs: Mail_Greeting_NamedInputs) => LocalizedString;
export const mail_greeting: (inputs: Mail_GreetingInputs) => LocalizedString;
export const mail_sms: (inputs: Mail_SmsInputs) => LocalizedString;
export const mail_items: (inputs: Mail_ItemsInputs) => LocalizedString;
export const mail_items_line: (inputs: Mail_Items_LineInputs) => LocalizedString;
export const mail_questions: (inputs: Mail_QuestionsInputs) => LocalizedString;
export const mail_questions_line: (inputs: Mail_Questions_LineInputs) => LocalizedString;
export const mail_your_account: (inputs: Mail_Your_AccountInputs) => LocalizedString;
export const mail_card_ending: (inputs: Mail_Card_EndingInputs) => LocalizedString;
export const mail_card_generic: (inputs: Mail_Card_GenericInputs) => LocalizedString;
export const mail_card_on_file: (inputs: Mail_Card_On_FileInputs) => LocalizedString;
export const mail_charged_to: (inputs: Mail_Charged_ToInputs) => LocalizedString;
export const mail_window_morning: (inputs: Mail_Window_MorningInputs) => LocalizedString;
export const mail_window_afternoon: (inputs: Mail_Window_AfternoonInputs) => LocalizedString;
export const mail_window_evening: (inputs: Mail_Window_EveningInputs) => LocalizedString;
export const mail_window_anytime: (inputs: Mail_Window_AnytimeInputs) => LocalizedString;
export const mail_window_pickup: (inputs: Mail_Window_PickupInputs) => LocalizedString;
export const mail_window_range: (inputs: Mail_Window_RangeInputs) => LocalizedString;
export const mail_visit_when: (inputs: Mail_Visit_WhenInputs) => LocalizedString;
export const mail_day_with_weekday: (inputs: Mail_Day_With_WeekdayInputs) => LocalizedString;
export const mail_warehouse_name: (inputs: Mail_Warehouse_NameInputs) => LocalizedString;
export const mail_pickup_sentence: (inputs: Mail_Pickup_SentenceInputs) => LocalizedString;
export const mail_pickup_bring: (inputs: Mail_Pickup_BringInputs) => LocalizedString;
export const mail_noun_delivery: (inputs: Mail_Noun_DeliveryInputs) => LocalizedString;
export const mail_noun_delivery_the: (inputs: Mail_Noun_Delivery_TheInputs) => LocalizedString;
export const mail_noun_delivery_label: (inputs: Mail_Noun_Delivery_LabelInputs) => LocalizedString;
export const mail_noun_pickup: (inputs: Mail_Noun_PickupInputs) => LocalizedString;
export const mail_noun_pickup_the: (inputs: Mail_Noun_Pickup_TheInputs) => LocalizedString;
export const mail_noun_pickup_label: (inputs: Mail_Noun_Pickup_LabelInputs) => LocalizedString;
export const mail_noun_warehouse_pickup: (inputs: Mail_Noun_Warehouse_PickupInputs) => LocalizedString;
export const mail_noun_warehouse_pickup_the: (inputs: Mail_Noun_Warehouse_Pickup_TheInputs) => LocalizedString;
export const mail_noun_warehouse_pickup_label: (inputs: Mail_Noun_Warehouse_Pickup_LabelInputs) => LocalizedString;
export const mail_noun_swap_visit: (inputs: Mail_Noun_Swap_VisitInputs) => LocalizedString;
export const mail_noun_swap_visit_the: (inputs: Mail_Noun_Swap_Visit_TheInputs) => LocalizedString;
export const mail_noun_swap_visit_label: (inputs: Mail_Noun_Swap_Visit_LabelInputs) => LocalizedString;
export const mail_noun_move_pickup: (inputs: Mail_Noun_Move_PickupInputs) => LocalizedString;
export const mail_noun_move_pickup_the: (inputs: Mail_Noun_Move_Pickup_TheInputs) => LocalizedString;
export const mail_noun_move_pickup_label: (inputs: Mail_Noun_Move_Pickup_LabelInputs) => LocalizedString;
export const mail_noun_move_delivery: (inputs: Mail_Noun_Move_DeliveryInputs) => LocalizedString;
export const mail_noun_move_delivery_the: (inputs: Mail_Noun_Move_Delivery_TheInputs) => LocalizedString;
export const mail_noun_move_delivery_label: (inputs: Mail_Noun_Move_Delivery_LabelInputs) => LocalizedString;
export const mail_noun_swap: (inputs: Mail_Noun_SwapInputs) => LocalizedString;
export const mail_noun_swap_the: (inputs: Mail_Noun_Swap_TheInputs) => LocalizedString;
export const mail_noun_move: (inputs: Mail_Noun_MoveInputs) => LocalizedString;
export const mail_noun_move_the: (inputs: Mail_Noun_Move_TheInputs) => LocalizedString;
export const mail_row_items: (inputs: Mail_Row_ItemsInputs) => LocalizedString;
export const mail_row_return_fee: (inputs: Mail_Row_Return_FeeInputs) => LocalizedString;
export const mail_row_swap: (inputs: Mail_Row_SwapInputs) => LocalizedString;
export const mail_row_move: (inputs: Mail_Row_MoveInputs) => LocalizedString;
export const mail_row_buyout: (inputs: Mail_Row_BuyoutInputs) => LocalizedString;
export const mail_row_swatches: (inputs: Mail_Row_SwatchesInputs) => LocalizedString;
export const mail_row_subtotal: (inputs: Mail_Row_SubtotalInputs) => LocalizedString;
export const mail_row_visit_fee: (inputs: Mail_Row_Visit_FeeInputs) => LocalizedString;
export const mail_row_move_fee: (inputs: Mail_Row_Move_FeeInputs) => LocalizedString;
export const mail_row_delivery: (inputs: Mail_Row_DeliveryInputs) => LocalizedString;
export const mail_row_assembly: (inputs: Mail_Row_AssemblyInputs) => LocalizedString;
export const mail_row_discount: (inputs: Mail_Row_DiscountInputs) => LocalizedString;
export const mail_row_total: (inputs: Mail_Row_TotalInputs) => LocalizedString;
export const mail_row_credit_used: (inputs: Mail_Row_Credit_UsedInputs) => LocalizedString;
export const mail_row_refunded: (inputs: Mail_Row_RefundedInputs) => LocalizedString;
export const mail_row_tip: (inputs: Mail_Row_TipInputs) => LocalizedString;
export const mail_row_paid: (inputs: Mail_Row_PaidInputs) => LocalizedString;
export const mail_row_due_now: (inputs: Mail_Row_Due_NowInputs) => LocalizedString;
export const mail_row_bill_line: (inputs: Mail_Row_Bill_LineInputs) => LocalizedString;
export const mail_row_bill_line_care: (inputs: Mail_Row_Bill_Line_CareInputs) => LocalizedString;
export const mail_fact_address: (inputs: Mail_Fact_AddressInputs) => LocalizedString;
export const mail_fact_moving_to: (inputs: Mail_Fact_Moving_ToInputs) => LocalizedString;
export const mail_fact_order_number: (inputs: Mail_Fact_Order_NumberInputs) => LocalizedString;
export const mail_fact_return_number: (inputs: Mail_Fact_Return_NumberInputs) => LocalizedString;
export const mail_fact_pick_up_at: (inputs: Mail_Fact_Pick_Up_AtInputs) => LocalizedString;
export const mail_fact_when: (inputs: Mail_Fact_WhenInputs) => LocalizedString;
export const mail_fact_picked_up: (inputs: Mail_Fact_Picked_UpInputs) => LocalizedString;
export const mail_fact_delivered: (inputs: Mail_Fact_DeliveredInputs) => LocalizedString;
export const mail_fact_bill_date: (inputs: Mail_Fact_Bill_DateInputs) => LocalizedString;
export const mail_link_receipt: (inputs: Mail_Link_ReceiptInputs) => LocalizedString;
export const mail_link_visits: (inputs: Mail_Link_VisitsInputs) => LocalizedString;
export const mail_link_see_visit: (inputs: Mail_Link_See_VisitInputs) => LocalizedString;
export const mail_link_follow_crew: (inputs: Mail_Link_Follow_CrewInputs) => LocalizedString;
export const mail_link_review: (inputs: Mail_Link_ReviewInputs) => LocalizedString;
export const mail_link_tip: (inputs: Mail_Link_TipInputs) => LocalizedString;
export const mail_link_pay: (inputs: Mail_Link_PayInputs) => LocalizedString;
export const mail_link_receipts: (inputs: Mail_Link_ReceiptsInputs) => LocalizedString;
export const mail_email_day_before: (inputs: Mail_Email_Day_BeforeInputs) => LocalizedString;
export const mail_return_subject: (inputs: Mail_Return_SubjectInputs) => LocalizedString;
export const mail_return_preview_day: (inputs: Mail_Return_Preview_DayInputs) => LocalizedString;
export const mail_return_preview: (inputs: Mail_Return_PreviewInputs) => LocalizedString;
export const mail_return_heading: (inputs: Mail_Return_HeadingInputs) => LocalizedString;
export const mail_return_booked: (inputs: Mail_Return_BookedInputs) => LocalizedString;
export const mail_return_fee_later: (inputs: Mail_Return_Fee_LaterInputs) => LocalizedString;
export const mail_return_free: (inputs: Mail_Return_FreeInputs) => LocalizedString;
export const mail_return_sms: (inputs: Mail_Return_SmsInputs) => LocalizedString;
export const mail_return_sms_day: (inputs: Mail_Return_Sms_DayInputs) => LocalizedString;
export const mail_swap_subject: (inputs: Mail_Swap_SubjectInputs) => LocalizedString;
export const mail_swap_preview: (inputs: Mail_Swap_PreviewInputs) => LocalizedString;
export const mail_swap_preview_no_day: (inputs: Mail_Swap_Preview_No_DayInputs) => LocalizedString;
export const mail_swap_heading: (inputs: Mail_Swap_HeadingInputs) => LocalizedString;
export const mail_swap_booked: (inputs: Mail_Swap_BookedInputs) => LocalizedString;
export const mail_swap_sms: (inputs: Mail_Swap_SmsInputs) => LocalizedString;
export const mail_move_subject: (inputs: Mail_Move_SubjectInputs) => LocalizedString;
export const mail_charged_preview: (inputs: Mail_Charged_PreviewInputs) => LocalizedString;
export const mail_move_heading: (inputs: Mail_Move_HeadingInputs) => LocalizedString;
export const mail_move_booked: (inputs: Mail_Move_BookedInputs) => LocalizedString;
export const mail_move_booked_visits: (inputs: Mail_Move_Booked_VisitsInputs) => LocalizedString;
export const mail_move_sms: (inputs: Mail_Move_SmsInputs) => LocalizedString;
export const mail_buyout_subject: (inputs: Mail_Buyout_SubjectInputs) => LocalizedString;
export const mail_buyout_preview: (inputs: Mail_Buyout_PreviewInputs) => LocalizedString;
export const mail_buyout_heading: (inputs: Mail_Buyout_HeadingInputs) => LocalizedString;
export const mail_buyout_paid: (inputs: Mail_Buyout_PaidInputs) => LocalizedString;
export const mail_buyout_sms: (inputs: Mail_Buyout_SmsInputs) => LocalizedString;
export const mail_order_subject: (inputs: Mail_Order_SubjectInputs) => LocalizedString;
export const mail_order_subject_partner: (inputs: Mail_Order_Subject_PartnerInputs) => LocalizedString;
export const mail_order_preview_pickup: (inputs: Mail_Order_Preview_PickupInputs) => LocalizedString;
export const mail_order_preview_delivery: (inputs: Mail_Order_Preview_DeliveryInputs) => LocalizedString;
export const mail_order_preview: (inputs: Mail_Order_PreviewInputs) => LocalizedString;
export const mail_order_heading: (inputs: Mail_Order_HeadingInputs) => LocalizedString;
export const mail_order_heading_partner: (inputs: Mail_Order_Heading_PartnerInputs) => LocalizedString;
export const mail_order_placed: (inputs: Mail_Order_PlacedInputs) => LocalizedString;
export const mail_order_placed_partner: (inputs: Mail_Order_Placed_PartnerInputs) => LocalizedString;
export const mail_order_sms: (inputs: Mail_Order_SmsInputs) => LocalizedString;
export const mail_order_sms_pickup: (inputs: Mail_Order_Sms_PickupInputs) => LocalizedString;
export const mail_order_sms_delivery: (inputs: Mail_Order_Sms_DeliveryInputs) => LocalizedString;
export const mail_reminder_subject: (inputs: Mail_Reminder_SubjectInputs) => LocalizedString;
export const mail_reminder_heading: (inputs: Mail_Reminder_HeadingInputs) => LocalizedString;
export const mail_reminder_warehouse: (inputs: Mail_Reminder_WarehouseInputs) => LocalizedString;
export const mail_reminder_pickup: (inputs: Mail_Reminder_PickupInputs) => LocalizedString;
export const mail_reminder_delivery: (inputs: Mail_Reminder_DeliveryInputs) => LocalizedString;
export const mail_reminder_follow: (inputs: Mail_Reminder_FollowInputs) => LocalizedString;
export const mail_reminder_sms: (inputs: Mail_Reminder_SmsInputs) => LocalizedString;
export const mail_picked_up_subject: (inputs: Mail_Picked_Up_SubjectInputs) => LocalizedString;
export const mail_picked_up_preview: (inputs: Mail_Picked_Up_PreviewInputs) => LocalizedString;
export const mail_picked_up_heading: (inputs: Mail_Picked_Up_HeadingInputs) => LocalizedString;
export const mail_picked_up_thanks: (inputs: Mail_Picked_Up_ThanksInputs) => LocalizedString;
export const mail_picked_up_sms: (inputs: Mail_Picked_Up_SmsInputs) => LocalizedString;
export const mail_delivered_subject: (inputs: Mail_Delivered_SubjectInputs) => LocalizedString;
export const mail_delivered_preview: (inputs: Mail_Delivered_PreviewInputs) => LocalizedString;
export const mail_delivered_heading: (inputs: Mail_Delivered_HeadingInputs) => LocalizedString;
export const mail_delivered_done: (inputs: Mail_Delivered_DoneInputs) => LocalizedString;
export const mail_delivered_tip: (inputs: Mail_Delivered_TipInputs) => LocalizedString;
export const mail_delivered_sms: (inputs: Mail_Delivered_SmsInputs) => LocalizedString;
export const mail_cancelled_subject: (inputs: Mail_Cancelled_SubjectInputs) => LocalizedString;
export const mail_cancelled_preview_refund: (inputs: Mail_Cancelled_Preview_RefundInputs) => LocalizedString;
export const mail_cancelled_preview: (inputs: Mail_Cancelled_PreviewInputs) => LocalizedString;
export const mail_cancelled_heading: (inputs: Mail_Cancelled_HeadingInputs) => LocalizedString;
export const mail_cancelled_as_asked: (inputs: Mail_Cancelled_As_AskedInputs) => LocalizedString;
export const mail_cancelled_refunded: (inputs: Mail_Cancelled_RefundedInputs) => LocalizedString;
export const mail_cancelled_nothing: (inputs: Mail_Cancelled_NothingInputs) => LocalizedString;
export const mail_cancelled_items_stay: (inputs: Mail_Cancelled_Items_StayInputs) => LocalizedString;
export const mail_cancelled_sms: (inputs: Mail_Cancelled_SmsInputs) => LocalizedString;
export const mail_cancelled_sms_refund: (inputs: Mail_Cancelled_Sms_RefundInputs) => LocalizedString;
export const mail_tip_subject: (inputs: Mail_Tip_SubjectInputs) => LocalizedString;
export const mail_tip_preview: (inputs: Mail_Tip_PreviewInputs) => LocalizedString;
export const mail_tip_heading: (inputs: Mail_Tip_HeadingInputs) => LocalizedString;
export const mail_tip_all_crew: (inputs: Mail_Tip_All_CrewInputs) => LocalizedString;
export const mail_tip_sms: (inputs: Mail_Tip_SmsInputs) => LocalizedString;
export const mail_declined_subject: (inputs: Mail_Declined_SubjectInputs) => LocalizedString;
export const mail_declined_preview: (inputs: Mail_Declined_PreviewInputs) => LocalizedString;
export const mail_declined_heading: (inputs: Mail_Declined_HeadingInputs) => LocalizedString;
export const mail_declined_card: (inputs: Mail_Declined_CardInputs) => LocalizedString;
export const mail_declined_pay: (inputs: Mail_Declined_PayInputs) => LocalizedString;
export const mail_declined_sms: (inputs: Mail_Declined_SmsInputs) => LocalizedString;
export const mail_bill_subject: (inputs: Mail_Bill_SubjectInputs) => LocalizedString;
export const mail_bill_preview: (inputs: Mail_Bill_PreviewInputs) => LocalizedString;
export const mail_bill_heading: (inputs: Mail_Bill_HeadingInputs) => LocalizedString;
export const mail_bill_thanks: (inputs: Mail_Bill_ThanksInputs) => LocalizedString;
export const mail_bill_sms: (inputs: Mail_Bill_SmsInputs) => LocalizedString;
export const mail_overdue_subject: (inputs: Mail_Overdue_SubjectInputs) => LocalizedString;
export const mail_overdue_preview: (inputs: Mail_Overdue_PreviewInputs) => LocalizedString;
export const mail_overdue_heading: (inputs: Mail_Overdue_HeadingInputs) => LocalizedString;
export const mail_overdue_received: (inputs: Mail_Overdue_ReceivedInputs) => LocalizedString;
export const mail_overdue_sms: (inputs: Mail_Overdue_SmsInputs) => LocalizedString;
export const mail_fee_declined_subject: (inputs: Mail_Fee_Declined_SubjectInputs) => LocalizedString;
export const mail_fee_declined_preview: (inputs: Mail_Fee_Declined_PreviewInputs) => LocalizedString;
export const mail_fee_declined_heading: (inputs: Mail_Fee_Declined_HeadingInputs) => LocalizedString;
export const mail_fee_declined_picked: (inputs: Mail_Fee_Declined_PickedInputs) => LocalizedString;
export const mail_fee_declined_sms: (inputs: Mail_Fee_Declined_SmsInputs) => LocalizedString;
export const mail_fee_subject: (inputs: Mail_Fee_SubjectInputs) => LocalizedString;
export const mail_fee_preview: (inputs: Mail_Fee_PreviewInputs) => LocalizedString;
export const mail_fee_heading: (inputs: Mail_Fee_HeadingInputs) => LocalizedString;
export const mail_fee_charged: (inputs: Mail_Fee_ChargedInputs) => LocalizedString;
export const mail_fee_sms: (inputs: Mail_Fee_SmsInputs) => LocalizedString;
export const mail_postal_address: (inputs: Mail_Postal_AddressInputs) => LocalizedString;
export const mail_feed_out_subject_delivery: (inputs: Mail_Feed_Out_Subject_DeliveryInputs) => LocalizedString;
export const mail_feed_out_subject_pickup: (inputs: Mail_Feed_Out_Subject_PickupInputs) => LocalizedString;
export const mail_feed_nearby_subject: (inputs: Mail_Feed_Nearby_SubjectInputs) => LocalizedString;
export const mail_feed_out_text_delivery: (inputs: Mail_Feed_Out_Text_DeliveryInputs) => LocalizedString;
export const mail_feed_out_text_pickup: (inputs: Mail_Feed_Out_Text_PickupInputs) => LocalizedString;
export const mail_feed_nearby_text: (inputs: Mail_Feed_Nearby_TextInputs) => LocalizedString;
export const mail_sms_code: (inputs: Mail_Sms_CodeInputs) => LocalizedString;
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
export type Errors_Catalog_City_Not_ServedInputs = {
    id: NonNullable<unknown>;
};
export type Errors_Catalog_No_CategoryInputs = {
    id: NonNullable<unknown>;
};
export type Errors_Catalog_No_ProductInputs = {
    slug: NonNullable<unknown>;
};
export type Errors_Words_This_SwapInputs = {};
export type Errors_Words_This_MoveInputs = {};
export type Errors_Words_This_OrderInputs = {};
export type Errors_Words_A_Swap_StartInputs = {};
export type Errors_Words_A_Move_StartInputs = {};
export type Errors_Words_An_Order_StartInputs = {};
export type Errors_Words_This_Swap_StartInputs = {};
export type Errors_Words_This_Move_StartInputs = {};
export type Errors_Words_PickupInputs = {};
export type Errors_Words_DeliveryInputs = {};
export type Errors_Words_ReceiptsInputs = {};
export type Errors_Words_BillsInputs = {};
export type Errors_Deliveries_Swap_Cancelled_No_MoveInputs = {};
export type Errors_Deliveries_Move_Cancelled_No_MoveInputs = {};
export type Errors_Deliveries_Other_Visit_StartedInputs = {
    booking: NonNullable<unknown>;
};
export type Errors_Deliveries_NoticeInputs = {
    booking: NonNullable<unknown>;
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Deliveries_Move_Days_AheadInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Deliveries_Other_Depot_No_WindowInputs = {
    booking: NonNullable<unknown>;
    window: NonNullable<unknown>;
};
export type Errors_Deliveries_Window_FullInputs = {
    window: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Deliveries_Half_Of_SwapInputs = {
    kind: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Errors_Deliveries_Half_Of_MoveInputs = {
    kind: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Errors_Bookings_Already_CancelledInputs = {
    booking: NonNullable<unknown>;
};
export type Errors_Bookings_DoneInputs = {
    booking: NonNullable<unknown>;
};
export type Errors_Bookings_Too_LateInputs = {
    booking: NonNullable<unknown>;
};
export type Errors_Reviews_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Errors_Reviews_Too_LongInputs = {
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Receipts_Not_FoundInputs = {};
export type Errors_Receipts_Page_SizeInputs = {
    max: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Errors_Account_Too_Many_CodesInputs = {
    time: NonNullable<unknown>;
};
export type Errors_Account_Code_Wrong_OneInputs = {};
export type Errors_Account_Code_Wrong_ManyInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Buyout_Refusal_Not_HeldInputs = {};
export type Errors_Buyout_Refusal_Final_SaleInputs = {};
export type Errors_Buyout_Refusal_RepairedInputs = {};
export type Errors_Buyout_Refusal_Not_MonthlyInputs = {};
export type Errors_Buyout_Refusal_Already_OwnedInputs = {};
export type Errors_Buyout_Refusal_Not_DeliveredInputs = {};
export type Errors_Buyout_Refusal_No_Retail_ValueInputs = {};
export type Errors_Buyout_Refusal_PendingInputs = {};
export type Errors_Buyout_Unpaid_BillInputs = {};
export type Errors_Tips_Note_Too_LongInputs = {
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Visit_Choose_Swap_DayInputs = {};
export type Errors_Visit_Choose_Move_DayInputs = {};
export type Errors_Visit_Day_PassedInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Visit_Earliest_SwapInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Visit_Earliest_MoveInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Moves_NoticeInputs = {
    date: NonNullable<unknown>;
};
export type Errors_Visit_Refusal_ReturnedInputs = {};
export type Errors_Visit_Refusal_Owned_SwapInputs = {};
export type Errors_Visit_Refusal_Owned_MoveInputs = {};
export type Errors_Visit_Refusal_Not_Delivered_SwapInputs = {};
export type Errors_Visit_Refusal_Not_Delivered_MoveInputs = {};
export type Errors_Visit_Refusal_Not_SwappableInputs = {};
export type Errors_Visit_Refusal_BuyoutInputs = {};
export type Errors_Visit_Refusal_BookedInputs = {};
export type Errors_Addresses_Not_ReachedInputs = {
    postalCode: NonNullable<unknown>;
};
export type Errors_Addresses_Too_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Partner_Depot_Not_ReachedInputs = {
    store: NonNullable<unknown>;
    depot: NonNullable<unknown>;
    postalCode: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type Errors_Tax_Rates_BeforeInputs = {
    province: NonNullable<unknown>;
    start: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Errors_Time_Zone_UnknownInputs = {
    zone: NonNullable<unknown>;
};
export type Errors_Date_InvalidInputs = {};
export type Errors_Money_Two_DecimalsInputs = {};
export type Errors_Photos_ClosedInputs = {};
export type Errors_Photos_Not_On_ReturnInputs = {};
export type Errors_Photos_Return_Not_FoundInputs = {};
export type Errors_Photos_Item_Not_On_ReturnInputs = {};
export type Errors_Photos_ChooseInputs = {};
export type Errors_Photos_Too_BigInputs = {};
export type Errors_Photos_Max_Per_ItemInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Photos_ReloadInputs = {};
export type Errors_Photos_Item_Not_YoursInputs = {};
export type Errors_Photos_Too_Many_PixelsInputs = {};
export type Errors_Photos_Not_A_PhotoInputs = {};
export type Errors_Photos_UnreadableInputs = {};
export type Errors_Addresses_Visit_BookedInputs = {
    visit: NonNullable<unknown>;
    date: NonNullable<unknown>;
    more: NonNullable<unknown>;
};
export type Errors_Addresses_One_More_VisitInputs = {};
export type Errors_Addresses_More_VisitsInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Return_PickupInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_SwapInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Move_DeliveringInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Move_Picking_UpInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Order_PickupInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_Visit_Order_DeliveryInputs = {
    number: NonNullable<unknown>;
};
export type Errors_Addresses_One_Product_HereInputs = {};
export type Errors_Addresses_Products_HereInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Address_Street_TheInputs = {};
export type Errors_Address_Street_YourInputs = {};
export type Errors_Address_Street_LongInputs = {};
export type Errors_Address_Unit_LongInputs = {};
export type Errors_Address_City_TheInputs = {};
export type Errors_Address_City_YourInputs = {};
export type Errors_Address_City_LongInputs = {};
export type Errors_Address_Province_TheInputs = {};
export type Errors_Address_Province_YourInputs = {};
export type Errors_Address_Postal_TheInputs = {};
export type Errors_Address_Postal_YourInputs = {};
export type Errors_Address_Postal_InvalidInputs = {};
export type Errors_Address_Postal_ProvinceInputs = {
    postalCode: NonNullable<unknown>;
    province: NonNullable<unknown>;
};
export type Errors_Address_First_NameInputs = {};
export type Errors_Address_First_Name_LongInputs = {};
export type Errors_Address_Last_NameInputs = {};
export type Errors_Address_Last_Name_LongInputs = {};
export type Errors_Address_PhoneInputs = {};
export type Errors_Address_BuildingInputs = {};
export type Errors_Address_FloorInputs = {};
export type Errors_Address_Receiving_Hours_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Address_Buzzer_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Address_Instructions_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Moves_Not_ReachedInputs = {
    postalCode: NonNullable<unknown>;
};
export type Errors_Profile_First_NameInputs = {};
export type Errors_Profile_Last_NameInputs = {};
export type Errors_Profile_First_Name_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Profile_Last_Name_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Phone_Digits_OnlyInputs = {};
export type Errors_Phone_CanadianInputs = {};
export type Errors_Phone_Ten_DigitsInputs = {};
export type Errors_Phone_Not_ValidInputs = {};
export type Errors_Phone_Area_CodeInputs = {
    areaCode: NonNullable<unknown>;
};
export type Errors_Swatches_Full_NameInputs = {};
export type Errors_Swatches_Full_Name_LongInputs = {};
export type Errors_Swatches_EmailInputs = {};
export type Errors_Swatches_Email_InvalidInputs = {};
export type Errors_Swatches_PhoneInputs = {};
export type Errors_Swatches_Phone_InvalidInputs = {};
export type Errors_Swatches_Canada_OnlyInputs = {};
export type Errors_Swatches_NoneInputs = {};
export type Errors_Swatches_ManyInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Swatches_UnknownInputs = {};
export type Errors_Swatches_Saved_Address_InvalidInputs = {};
export type Errors_Swatches_No_Longer_OfferedInputs = {};
export type Errors_Swatches_Sign_In_For_AddressInputs = {};
export type Errors_Swatches_Saved_Address_Not_FoundInputs = {};
export type Errors_Catalog_IdInputs = {
    field: NonNullable<unknown>;
    got: NonNullable<unknown>;
};
export type Errors_Catalog_Too_Many_ValuesInputs = {
    max: NonNullable<unknown>;
    field: NonNullable<unknown>;
};
export type Errors_Catalog_Value_Too_LongInputs = {
    field: NonNullable<unknown>;
};
export type Errors_Catalog_Limit_RangeInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Catalog_Offset_RangeInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Catalog_Search_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Catalog_Suggestions_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Share_QuantityInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Share_Not_Purchase_OptionInputs = {
    option: NonNullable<unknown>;
};
export type Errors_Share_No_Longer_SoldInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Share_Product_FallbackInputs = {
    id: NonNullable<unknown>;
};
export type Errors_Share_Not_OfferedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Auth_Invalid_CredentialsInputs = {};
export type Errors_Auth_Session_EndedInputs = {};
export type Errors_Auth_Link_ExpiredInputs = {};
export type Errors_Auth_Sign_InInputs = {};
export type Errors_Auth_InternalInputs = {};
export type Errors_Auth_Request_Too_LargeInputs = {};
export type Errors_Auth_Send_JsonInputs = {};
export type Errors_Auth_Invalid_JsonInputs = {};
export type Errors_Auth_Send_ObjectInputs = {
    shape: NonNullable<unknown>;
};
export type Errors_Auth_Type_CourierInputs = {};
export type Errors_Auth_Which_ActionInputs = {};
export type Errors_Auth_Action_DataInputs = {};
export type Errors_Auth_EmailInputs = {};
export type Errors_Auth_Email_InvalidInputs = {};
export type Errors_Auth_PasswordInputs = {};
export type Errors_Auth_Password_Is_EmailInputs = {};
export type Errors_Auth_Password_CommonInputs = {};
export type Errors_Auth_Provider_UnavailableInputs = {};
export type Errors_Auth_Social_StateInputs = {};
export type Errors_Auth_Social_Too_LongInputs = {};
export type Errors_Auth_Social_CancelledInputs = {};
export type Errors_Auth_Social_FailedInputs = {};
export type Errors_Auth_UnavailableInputs = {};
export type Errors_Auth_Name_LongInputs = {};
export type Errors_Auth_Name_ControlInputs = {};
export type Errors_Auth_Your_PasswordInputs = {};
export type Errors_Auth_Identity_In_UseInputs = {};
export type Errors_Auth_Email_TakenInputs = {};
export type Errors_Auth_Link_Account_ExpiredInputs = {};
export type Errors_Auth_Reset_ExpiredInputs = {};
export type Errors_Auth_Refresh_To_Sign_OutInputs = {};
export type Errors_Auth_Temp_Link_ExpiredInputs = {};
export type Errors_Auth_ReauthenticateInputs = {};
export type Errors_Auth_Same_EmailInputs = {};
export type Errors_Auth_Email_In_UseInputs = {};
export type Errors_Auth_Already_VerifiedInputs = {};
export type Errors_Auth_Confirmation_ExpiredInputs = {};
export type Errors_Auth_Email_Taken_MeanwhileInputs = {};
export type Errors_Auth_Social_ExpiredInputs = {};
export type Errors_Auth_Social_Wrong_AccountInputs = {};
export type Errors_Auth_Email_RequiredInputs = {};
export type Errors_Auth_Link_RequiredInputs = {};
export type Errors_Auth_Email_In_Use_SocialInputs = {};
export type Errors_Auth_Unknown_ActionInputs = {
    action: NonNullable<unknown>;
};
export type Errors_Auth_Unknown_ConnectionInputs = {
    connection: NonNullable<unknown>;
};
export type Errors_Auth_Password_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Errors_Auth_Password_LongInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Auth_Too_Many_AttemptsInputs = {
    wait: NonNullable<unknown>;
};
export type Errors_Auth_Wait_SecondInputs = {};
export type Errors_Auth_Wait_SecondsInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Auth_Wait_MinuteInputs = {};
export type Errors_Auth_Wait_MinutesInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Auth_Wait_HourInputs = {};
export type Errors_Auth_Wait_HoursInputs = {
    count: NonNullable<unknown>;
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
